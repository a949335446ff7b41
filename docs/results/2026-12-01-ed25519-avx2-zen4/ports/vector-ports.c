#include <stdio.h>
#include <time.h>
double now(){struct timespec a;clock_gettime(CLOCK_MONOTONIC,&a);return a.tv_sec+a.tv_nsec*1e-9;}
int main(){long n=200000000;double t=now();long m=n;
__asm__ volatile("vpxor %%ymm0,%%ymm0,%%ymm0\n1:\n"
"vpmuludq %%ymm0,%%ymm0,%%ymm1\n vpmuludq %%ymm0,%%ymm0,%%ymm2\n vpmuludq %%ymm0,%%ymm0,%%ymm3\n vpmuludq %%ymm0,%%ymm0,%%ymm4\n"
"vpmuludq %%ymm0,%%ymm0,%%ymm5\n vpmuludq %%ymm0,%%ymm0,%%ymm6\n vpmuludq %%ymm0,%%ymm0,%%ymm7\n vpmuludq %%ymm0,%%ymm0,%%ymm8\n"
"sub $1,%0\n jnz 1b":"+r"(m)::"xmm0","xmm1","xmm2","xmm3","xmm4","xmm5","xmm6","xmm7","xmm8");
double s=now()-t;printf("vpmuludq ymm: %.2f per cycle\n",8.0*n/(s*3.65e9));
m=n;t=now();
__asm__ volatile("vpxor %%ymm0,%%ymm0,%%ymm0\n1:\n"
"vpaddq %%ymm0,%%ymm0,%%ymm1\n vpaddq %%ymm0,%%ymm0,%%ymm2\n vpaddq %%ymm0,%%ymm0,%%ymm3\n vpaddq %%ymm0,%%ymm0,%%ymm4\n"
"vpaddq %%ymm0,%%ymm0,%%ymm5\n vpaddq %%ymm0,%%ymm0,%%ymm6\n vpaddq %%ymm0,%%ymm0,%%ymm7\n vpaddq %%ymm0,%%ymm0,%%ymm8\n"
"sub $1,%0\n jnz 1b":"+r"(m)::"xmm0","xmm1","xmm2","xmm3","xmm4","xmm5","xmm6","xmm7","xmm8");
s=now()-t;printf("vpaddq ymm: %.2f per cycle\n",8.0*n/(s*3.65e9));
m=n;t=now();
__asm__ volatile("vpxor %%ymm0,%%ymm0,%%ymm0\n1:\n"
"vpmuludq %%ymm0,%%ymm0,%%ymm1\n vpaddq %%ymm0,%%ymm0,%%ymm2\n vpmuludq %%ymm0,%%ymm0,%%ymm3\n vpaddq %%ymm0,%%ymm0,%%ymm4\n"
"vpsrlq $3,%%ymm0,%%ymm5\n vpaddq %%ymm0,%%ymm0,%%ymm6\n vpand %%ymm0,%%ymm0,%%ymm7\n vpaddq %%ymm0,%%ymm0,%%ymm8\n"
"sub $1,%0\n jnz 1b":"+r"(m)::"xmm0","xmm1","xmm2","xmm3","xmm4","xmm5","xmm6","xmm7","xmm8");
s=now()-t;printf("mix 2mul+4add+srl+and: %.2f per cycle\n",8.0*n/(s*3.65e9));
m=n;t=now();
__asm__ volatile("vpxor %%ymm0,%%ymm0,%%ymm0\n1:\n"
"vpsllq $4,%%ymm0,%%ymm1\n vpsllq $1,%%ymm0,%%ymm2\n vpsrlq $4,%%ymm0,%%ymm3\n vpsrlq $5,%%ymm0,%%ymm4\n"
"vpsllq $4,%%ymm0,%%ymm5\n vpsllq $1,%%ymm0,%%ymm6\n vpsrlq $4,%%ymm0,%%ymm7\n vpsrlq $5,%%ymm0,%%ymm8\n"
"sub $1,%0\n jnz 1b":"+r"(m)::"xmm0","xmm1","xmm2","xmm3","xmm4","xmm5","xmm6","xmm7","xmm8");
s=now()-t;printf("shifts: %.2f per cycle\n",8.0*n/(s*3.65e9));
}
