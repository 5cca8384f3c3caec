// The compiler's prefetch hint, which Swift has no spelling for. Inlined where it is called:
// a lookup asks for the memory it will read, then does other work while it arrives.
static inline void flowlint_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}
