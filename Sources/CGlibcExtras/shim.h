// What Swift's Glibc module leaves out: the allocator's controls (malloc_trim), and memmem,
// a GNU extension that the module's string.h, read without _GNU_SOURCE, does not declare.
#include <malloc.h>
#include <stddef.h>

void *memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);
