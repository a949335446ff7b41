#include <stdio.h>
#include <time.h>
int main(){struct timespec a,b;long n=2000000000;long x=0;clock_gettime(CLOCK_MONOTONIC,&a);
__asm__ volatile("1: add $1,%0\n add $1,%0\n add $1,%0\n add $1,%0\n sub $1,%1\n jnz 1b":"+r"(x),"+r"(n));
clock_gettime(CLOCK_MONOTONIC,&b);double s=(b.tv_sec-a.tv_sec)+(b.tv_nsec-a.tv_nsec)*1e-9;printf("%.3f GHz\n",4*2e9/s/1e9);}
