	.section .rodata
	.balign 32
fe10Nineteen: .quad 19,19,19,19
fe10Mask26: .quad 0x3ffffff,0x3ffffff,0x3ffffff,0x3ffffff
fe10Mask25: .quad 0x1ffffff,0x1ffffff,0x1ffffff,0x1ffffff
	.text
	.globl kern
# kern(n rdi, out rsi, a rdx, b rcx, scratch r8)
kern:
	push %rbx
	push %r12
	mov %rdi, %r12
	mov %rsi, %rax
	mov %rcx, %r9
	mov %rdx, %rcx
	mov %r9, %rdx
	mov %r8, %rbx
	.balign 64
1:
#include BODY
	dec %r12
	jnz 1b
	pop %r12
	pop %rbx
	vzeroupper
	ret
