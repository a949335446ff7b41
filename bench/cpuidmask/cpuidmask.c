// cpuidmask.c is an LD_PRELOAD library that shows a program a CPU without
// AVX-512 (CPUIDMASK=avx512) or without AVX-512 and AVX/AVX2
// (CPUIDMASK=avx2), so that a peer with run-time dispatch and no switch of
// its own (b3sum) can be measured at the AVX2 or SSE4.1 level on a wider
// CPU, beside vilya held there by VILYA_KERNELS.
//
// How: its constructor turns on CPUID faulting for the process
// (arch_prctl ARCH_SET_CPUID 0; Linux, on CPUs that list cpuid_fault in
// /proc/cpuinfo; the setting is inherited by threads), so every CPUID
// instruction raises SIGSEGV. The handler runs the real CPUID with faulting
// briefly off, clears the masked feature bits of leaf 7 (and AVX, FMA and
// the XSAVE-enabled bit of leaf 1 for avx2), and resumes after the
// instruction. Any other SIGSEGV gets the default action. It must be
// installed before the program's runtime installs its own handler, which
// Rust's does only where the handler is still the default.
//
// Build and use (bench/cpuidmask/build.sh does the first line):
//
//	gcc -O2 -shared -fPIC -o cpuidmask.so cpuidmask.c
//	CPUIDMASK=avx512 LD_PRELOAD=$PWD/cpuidmask.so b3sum FILE
//
// CPUIDMASK_CHECK=1 makes the constructor print the features it leaves.
#define _GNU_SOURCE
#include <asm/prctl.h>
#include <cpuid.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>

// Leaf 7, subleaf 0: the AVX-512 family in EBX, ECX and EDX; AVX2 in EBX.
#define L7B_AVX512 ((1u << 16) | (1u << 17) | (1u << 21) | (1u << 26) | (1u << 27) | (1u << 28) | (1u << 30) | (1u << 31))
#define L7C_AVX512 ((1u << 1) | (1u << 6) | (1u << 11) | (1u << 12) | (1u << 14))
#define L7D_AVX512 ((1u << 2) | (1u << 3) | (1u << 8) | (1u << 23))
#define L7B_AVX2 (1u << 5)
// Leaf 7, subleaf 1: AVX512_BF16 in EAX.
#define L71A_AVX512 (1u << 5)
// Leaf 1: FMA, OSXSAVE and AVX in ECX.
#define L1C_AVX ((1u << 12) | (1u << 27) | (1u << 28))

static int maskAVX512, maskAVX2;

static void cpuidReal(uint32_t leaf, uint32_t sub, uint32_t r[4]) {
	syscall(SYS_arch_prctl, ARCH_SET_CPUID, 1);
	__cpuid_count(leaf, sub, r[0], r[1], r[2], r[3]);
	syscall(SYS_arch_prctl, ARCH_SET_CPUID, 0);
}

static void cpuidMasked(uint32_t leaf, uint32_t sub, uint32_t r[4]) {
	cpuidReal(leaf, sub, r);
	if (leaf == 1 && maskAVX2) {
		r[2] &= ~L1C_AVX;
	}
	if (leaf == 7 && sub == 0) {
		if (maskAVX512) {
			r[1] &= ~L7B_AVX512;
			r[2] &= ~L7C_AVX512;
			r[3] &= ~L7D_AVX512;
		}
		if (maskAVX2) {
			r[1] &= ~L7B_AVX2;
		}
	}
	if (leaf == 7 && sub == 1 && maskAVX512) {
		r[0] &= ~L71A_AVX512;
	}
}

static void onSegv(int sig, siginfo_t *si, void *ucv) {
	(void)si;
	ucontext_t *uc = ucv;
	greg_t *g = uc->uc_mcontext.gregs;
	const uint8_t *ip = (const uint8_t *)g[REG_RIP];
	if (ip[0] != 0x0f || ip[1] != 0xa2) {
		signal(sig, SIG_DFL); // the fault recurs and takes its default action
		return;
	}
	uint32_t r[4];
	cpuidMasked((uint32_t)g[REG_RAX], (uint32_t)g[REG_RCX], r);
	g[REG_RAX] = r[0];
	g[REG_RBX] = r[1];
	g[REG_RCX] = r[2];
	g[REG_RDX] = r[3];
	g[REG_RIP] += 2;
}

__attribute__((constructor)) static void cpuidmaskInit(void) {
	const char *m = getenv("CPUIDMASK");
	if (m == NULL || *m == 0) {
		return;
	}
	if (strcmp(m, "avx512") == 0) {
		maskAVX512 = 1;
	} else if (strcmp(m, "avx2") == 0) {
		maskAVX512 = maskAVX2 = 1;
	} else {
		fprintf(stderr, "cpuidmask: CPUIDMASK=%s: want avx512 or avx2\n", m);
		_exit(111);
	}
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = onSegv;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGSEGV, &sa, NULL) != 0 || syscall(SYS_arch_prctl, ARCH_SET_CPUID, 0) != 0) {
		perror("cpuidmask: CPUID faulting");
		_exit(111);
	}
	if (getenv("CPUIDMASK_CHECK") != NULL) {
		uint32_t r1[4], r7[4];
		__cpuid_count(1, 0, r1[0], r1[1], r1[2], r1[3]); // faults: emulated
		__cpuid_count(7, 0, r7[0], r7[1], r7[2], r7[3]);
		fprintf(stderr, "cpuidmask: avx %d avx2 %d avx512f %d avx512vl %d\n",
			!!(r1[2] & (1u << 28)), !!(r7[1] & (1u << 5)), !!(r7[1] & (1u << 16)), !!(r7[1] & (1u << 31)));
	}
}
