/* Peak floating-point throughput for stenciltune's roofline (src/roofline/stream_cpu.cpp
   compiles this file at run time with `cc -O3 -march=native -ffp-contract=fast -pthread`).
   Every pinned thread runs many independent chains of vector fused multiply-adds,
   acc = acc * a + b, enough of them to cover the FMA latency on every FMA port. With
   a = b = 1 read from the command line (so the compiler cannot fold them), every lane
   ends at its start value plus the iteration count, which is checked exactly.

   usage: flops_cpu fp64|fp32 ITERATIONS REPETITIONS CPUS
     ITERATIONS   FMA steps per chain and repetition (at most 2^23 for fp32, to stay exact)
     CPUS         comma-separated CPU ids, one thread per id */
#define _GNU_SOURCE
#define ST_PROGRAM "flops_cpu"
#include <pthread.h>

#include "bench_cpu.h"

/* Independent chains per thread: as many as the vector registers allow, leaving room for
   a and b (32 registers with AVX-512 and on AArch64, 16 otherwise). */
#if defined(__AVX512F__) || defined(__aarch64__)
#define ST_CHAINS 24
#else
#define ST_CHAINS 12
#endif

typedef double vdouble __attribute__((vector_size(ST_VBYTES)));
typedef float vfloat __attribute__((vector_size(ST_VBYTES)));

struct shared {
  int fp32;
  long iterations;
  int repetitions;
  int* cpus;
  double a, b;
  pthread_barrier_t barrier;
  double start;
  double* seconds;
  unsigned long long* mismatches;
  int pin_failed;
};

/* One repetition in one precision: ST_CHAINS vector chains, every lane starting from its
   own value (identical chains would be merged into one by the compiler); returns the
   lanes that do not end at start + iterations. */
#ifdef ST_BREAK_CHECKS
#define ST_BREAK(acc) ((acc)[0][0] += 1) /* tests build with this to see the check catch it */
#else
#define ST_BREAK(acc) ((void)0)
#endif
#define ST_LANES(VT, T) ((int)(sizeof(VT) / sizeof(T)))
#define ST_FMA_CHAINS(NAME, VT, T)                                                                                \
  static unsigned long long NAME(long iterations, T a, T b) {                                                     \
    VT acc[ST_CHAINS];                                                                                            \
    VT va, vb;                                                                                                    \
    for (int l = 0; l < ST_LANES(VT, T); ++l) {                                                                   \
      va[l] = a;                                                                                                  \
      vb[l] = b;                                                                                                  \
    }                                                                                                             \
    for (int c = 0; c < ST_CHAINS; ++c)                                                                           \
      for (int l = 0; l < ST_LANES(VT, T); ++l) acc[c][l] = (T)(c * ST_LANES(VT, T) + l);                         \
    for (long it = 0; it < iterations; ++it) {                                                                    \
      _Pragma("GCC unroll 32") for (int c = 0; c < ST_CHAINS; ++c) acc[c] = acc[c] * va + vb;                     \
    }                                                                                                             \
    ST_BREAK(acc);                                                                                                \
    unsigned long long bad = 0;                                                                                   \
    for (int c = 0; c < ST_CHAINS; ++c)                                                                           \
      for (int l = 0; l < ST_LANES(VT, T); ++l) bad += acc[c][l] != (T)(c * ST_LANES(VT, T) + l) + (T)iterations; \
    return bad;                                                                                                   \
  }
ST_FMA_CHAINS(chains_fp64, vdouble, double)
ST_FMA_CHAINS(chains_fp32, vfloat, float)

static void* thread_main(void* p) {
  struct shared* sh = ((void**)p)[0];
  const int id = (int)(long)((void**)p)[1];
  if (!pin_to_cpu(sh->cpus[id])) sh->pin_failed = 1;
  unsigned long long bad = 0;
  for (int rep = 0; rep < sh->repetitions; ++rep) {
    pthread_barrier_wait(&sh->barrier);
    if (id == 0) sh->start = now_seconds();
    pthread_barrier_wait(&sh->barrier);
    bad +=
        sh->fp32 ? chains_fp32(sh->iterations, (float)sh->a, (float)sh->b) : chains_fp64(sh->iterations, sh->a, sh->b);
    pthread_barrier_wait(&sh->barrier);
    if (id == 0) sh->seconds[rep] = now_seconds() - sh->start;
  }
  sh->mismatches[id] = bad;
  return NULL;
}

int main(int argc, char** argv) {
  if (argc != 5) die("usage: flops_cpu fp64|fp32 ITERATIONS REPETITIONS CPUS");
  struct shared sh;
  memset(&sh, 0, sizeof sh);
  if (strcmp(argv[1], "fp32") == 0)
    sh.fp32 = 1;
  else if (strcmp(argv[1], "fp64") != 0)
    die("the precision must be fp64 or fp32");
  char* end = NULL;
  sh.iterations = strtol(argv[2], &end, 10);
  if (*end || sh.iterations < 1) die("ITERATIONS must be a positive whole number");
  if (sh.fp32 && sh.iterations > (1L << 23)) die("ITERATIONS must be at most 2^23 for fp32");
  sh.repetitions = (int)strtol(argv[3], &end, 10);
  if (*end || sh.repetitions < 1) die("REPETITIONS must be at least 1");
  int cpus[ST_MAX_CPUS];
  const int threads = parse_cpus(argv[4], cpus);
  sh.cpus = cpus;
  /* Read through a volatile, so that the compiler sees values it cannot know. */
  volatile double one = 1.0;
  sh.a = one;
  sh.b = one;
  sh.seconds = calloc((size_t)sh.repetitions, sizeof(double));
  sh.mismatches = calloc((size_t)threads, sizeof(unsigned long long));
  pthread_t* tids = calloc((size_t)threads, sizeof(pthread_t));
  void*(*args)[2] = calloc((size_t)threads, sizeof *args);
  if (!sh.seconds || !sh.mismatches || !tids || !args) die("out of memory");
  if (pthread_barrier_init(&sh.barrier, NULL, (unsigned)threads) != 0) die("pthread_barrier_init failed");
  for (int t = 0; t < threads; ++t) {
    args[t][0] = &sh;
    args[t][1] = (void*)(long)t;
    int rc = pthread_create(&tids[t], NULL, thread_main, args[t]);
    if (rc != 0) die(strerror(rc));
  }
  for (int t = 0; t < threads; ++t) pthread_join(tids[t], NULL);
  unsigned long long bad = 0;
  for (int t = 0; t < threads; ++t) bad += sh.mismatches[t];
  const int lanes = ST_VBYTES / (sh.fp32 ? 4 : 8);
  /* Two flops (a multiply and an add) per lane of every fused multiply-add. */
  const double flops = 2.0 * (double)lanes * ST_CHAINS * (double)sh.iterations * threads;
  printf(
      "{\"program\": \"flops_cpu\", \"precision\": \"%s\", \"threads\": %d, \"vector_bytes\": %d, \"chains\": %d, "
      "\"iterations\": %ld, \"flops\": %.17g, \"mismatches\": %llu, \"pinned\": %s, \"seconds\": [",
      sh.fp32 ? "fp32" : "fp64", threads, ST_VBYTES, ST_CHAINS, sh.iterations, flops, bad,
      sh.pin_failed ? "false" : "true");
  print_seconds(sh.seconds, sh.repetitions);
  printf("]}\n");
  return 0;
}
