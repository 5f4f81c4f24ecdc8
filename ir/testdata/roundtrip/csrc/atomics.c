#include <stdatomic.h>
_Atomic int counter;
_Atomic long big;
int bump(void) { return atomic_fetch_add_explicit(&counter, 1, memory_order_relaxed); }
int cas(int expect, int want) { return atomic_compare_exchange_strong(&counter, &expect, want); }
long xchg(long v) { return atomic_exchange_explicit(&big, v, memory_order_acq_rel); }
void fence(void) { atomic_thread_fence(memory_order_seq_cst); }
int load_acq(void) { return atomic_load_explicit(&counter, memory_order_acquire); }
void store_rel(int v) { atomic_store_explicit(&counter, v, memory_order_release); }
_Thread_local int tls_counter;
int tls_bump(void) { return ++tls_counter; }
