#include <stdio.h>
#include <time.h>
double now(){struct timespec a;clock_gettime(CLOCK_MONOTONIC,&a);return a.tv_sec+a.tv_nsec*1e-9;}
static char buf[4096] __attribute__((aligned(64)));
int main(){long n=200000000;double t,s;long m;char*p=buf;
m=n;t=now();
__asm__ volatile("vpxor %%ymm0,%%ymm0,%%ymm0\n1:\n"
"vpmuludq 0(%1),%%ymm0,%%ymm1\n vpmuludq 32(%1),%%ymm0,%%ymm2\n vpmuludq 64(%1),%%ymm0,%%ymm3\n vpmuludq 96(%1),%%ymm0,%%ymm4\n"
"vpmuludq 128(%1),%%ymm0,%%ymm5\n vpmuludq 160(%1),%%ymm0,%%ymm6\n vpmuludq 192(%1),%%ymm0,%%ymm7\n vpmuludq 224(%1),%%ymm0,%%ymm8\n"
"sub $1,%0\n jnz 1b":"+r"(m):"r"(p):"xmm0","xmm1","xmm2","xmm3","xmm4","xmm5","xmm6","xmm7","xmm8");
s=now()-t;printf("vpmuludq ymm,mem: %.2f per cycle\n",8.0*n/(s*3.65e9));
m=n;t=now();
__asm__ volatile("vpxor %%ymm0,%%ymm0,%%ymm0\n1:\n"
"vpmuludq 0(%1),%%ymm0,%%ymm1\n vpaddq %%ymm1,%%ymm9,%%ymm9\n vpmuludq 32(%1),%%ymm0,%%ymm2\n vpaddq %%ymm2,%%ymm10,%%ymm10\n vpmuludq 64(%1),%%ymm0,%%ymm3\n vpaddq %%ymm3,%%ymm11,%%ymm11\n vpmuludq 96(%1),%%ymm0,%%ymm4\n vpaddq %%ymm4,%%ymm12,%%ymm12\n"
"sub $1,%0\n jnz 1b":"+r"(m):"r"(p):"xmm0","xmm1","xmm2","xmm3","xmm4","xmm9","xmm10","xmm11","xmm12");
s=now()-t;printf("vpmuludq mem + vpaddq pairs: %.2f mul per cycle\n",4.0*n/(s*3.65e9));
m=n;t=now();
__asm__ volatile("vpxor %%ymm0,%%ymm0,%%ymm0\n1:\n"
"vmovdqu %%ymm0,0(%1)\n vmovdqu %%ymm0,32(%1)\n vmovdqu %%ymm0,64(%1)\n vmovdqu %%ymm0,96(%1)\n"
"vmovdqu %%ymm0,128(%1)\n vmovdqu %%ymm0,160(%1)\n vmovdqu %%ymm0,192(%1)\n vmovdqu %%ymm0,224(%1)\n"
"sub $1,%0\n jnz 1b":"+r"(m):"r"(p):"xmm0","memory");
s=now()-t;printf("ymm stores: %.2f per cycle\n",8.0*n/(s*3.65e9));
m=n;t=now();
__asm__ volatile("vpxor %%ymm0,%%ymm0,%%ymm0\n1:\n"
"vmovdqu 0(%1),%%ymm1\n vmovdqu 32(%1),%%ymm2\n vmovdqu 64(%1),%%ymm3\n vmovdqu 96(%1),%%ymm4\n"
"vmovdqu 128(%1),%%ymm5\n vmovdqu 160(%1),%%ymm6\n vmovdqu 192(%1),%%ymm7\n vmovdqu 224(%1),%%ymm8\n"
"sub $1,%0\n jnz 1b":"+r"(m):"r"(p):"xmm1","xmm2","xmm3","xmm4","xmm5","xmm6","xmm7","xmm8");
s=now()-t;printf("ymm loads: %.2f per cycle\n",8.0*n/(s*3.65e9));
}
