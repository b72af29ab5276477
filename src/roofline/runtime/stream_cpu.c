/* STREAM-style bandwidth kernels for stenciltune's roofline (src/roofline/stream_cpu.cpp
   compiles this file at run time with `cc -O3 -march=native -pthread`). One pinned thread
   per listed CPU; each thread first-touches, streams and checks only its own contiguous
   part of every array, so pages live where they are used. Prints one JSON object with the
   raw times of every repetition; the tuner turns them into GB/s.

   usage: stream_cpu ELEMENTS REPETITIONS CPUS KERNEL...
     ELEMENTS     doubles per array (rounded down to a multiple of 64 per thread)
     CPUS         comma-separated CPU ids, one thread per id
     KERNEL       copy | triad | read | write | write_nt | mix:RxW | mix_nt:RxW
                  (the _nt forms use streaming stores; R read streams, W write streams,
                  for each mix listed in stream_mixes.h)

   Every value written is a small multiple of 1/8, so the checks compare exactly. */
#define _GNU_SOURCE
#define ST_PROGRAM "stream_cpu"
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <sys/mman.h>

#include "bench_cpu.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define ST_HAVE_STREAMING_STORES 1
#else
#define ST_HAVE_STREAMING_STORES 0
#endif

#define ST_VLEN (ST_VBYTES / 8)

typedef double vdouble __attribute__((vector_size(ST_VBYTES), __may_alias__));

#define ST_PART_ALIGN 64 /* elements: every thread's part starts on a 512-byte boundary */

/* One stream mix over a thread's part [begin, end) of the arrays, streaming stores or not. */
typedef void (*mix_fn)(double* const* arrays, size_t begin, size_t end, int streaming);

enum kernel_kind { K_COPY, K_TRIAD, K_READ, K_WRITE, K_MIX };

struct kernel {
  enum kernel_kind kind;
  int reads, writes;
  int streaming;
  mix_fn mix; /* K_MIX: this build's kernel for (reads, writes) */
  char name[32];
};

struct shared {
  size_t elements, per_thread;
  int threads, repetitions;
  int* cpus;
  double** arrays; /* narrays of them */
  int narrays;
  pthread_barrier_t barrier;
  const struct kernel* kernel;
  double start, stop;
  double* seconds;                /* one per repetition */
  unsigned long long* mismatches; /* one per thread */
  double* read_sums;              /* one per thread */
  int pin_failed;
};

/* The value of input array `a` at element i; exact in binary floating point. */
static inline double input_value(int a, size_t i) { return (double)(a + 1) + 0.125 * (double)(i & 7); }

static inline void store(double* p, vdouble v, int streaming) {
#if ST_HAVE_STREAMING_STORES
  if (streaming) {
#if ST_VBYTES == 64
    _mm512_stream_pd(p, (__m512d)v);
#elif ST_VBYTES == 32
    _mm256_stream_pd(p, (__m256d)v);
#else
    _mm_stream_pd(p, (__m128d)v);
#endif
    return;
  }
#else
  (void)streaming;
#endif
  *(vdouble*)p = v;
}

static inline void store_fence(int streaming) {
#if ST_HAVE_STREAMING_STORES
  if (streaming) _mm_sfence();
#else
  (void)streaming;
#endif
}

static inline vdouble load(const double* p) { return *(const vdouble*)p; }

static inline vdouble splat(double x) {
  vdouble v;
  for (int l = 0; l < ST_VLEN; ++l) v[l] = x;
  return v;
}

/* out_w = (w + 1) * (in_0 + ... + in_{R-1}): R read streams (none: zeros), W write
   streams. Always inlined into one copy per (R, W), so the loops over streams unroll and
   vanish. */
static inline __attribute__((always_inline)) void mix_body(const double* const* in, double* const* out, int reads,
                                                           int writes, size_t begin, size_t end, int streaming) {
  for (size_t i = begin; i < end; i += ST_VLEN) {
    vdouble s = reads ? load(in[0] + i) : splat(0);
    for (int r = 1; r < reads; ++r) s += load(in[r] + i);
    for (int w = 0; w < writes; ++w) store(out[w] + i, s * (double)(w + 1), streaming);
  }
  store_fence(streaming);
}

/* The mixes of this build, one function each, listed in stream_mixes.h beside this file
   (the tuner writes the standard mixes and its stencils' own there):
   #define ST_MIXES ST_MIX(1, 1) ST_MIX(13, 1)
   So any number of streams has a kernel of its own, its streams' pointers in registers. */
#include "stream_mixes.h"
#define ST_MIX(R, W)                                                       \
  static void mix_##R##_##W(double* const* a, size_t b, size_t e, int s) { \
    const double* in[(R) > 0 ? (R) : 1];                                   \
    double* out[W];                                                        \
    for (int r = 0; r < (R); ++r) in[r] = a[r];                            \
    for (int w = 0; w < (W); ++w) out[w] = a[(R) + w];                     \
    mix_body(in, out, R, W, b, e, s);                                      \
  }
ST_MIXES
#undef ST_MIX
struct mix_entry {
  int reads, writes;
  mix_fn run;
};
#define ST_MIX(R, W) {R, W, mix_##R##_##W},
static const struct mix_entry mix_table[] = {ST_MIXES{0, 0, NULL}};
#undef ST_MIX

static mix_fn find_mix(int reads, int writes) {
  for (const struct mix_entry* m = mix_table; m->run; ++m) {
    if (m->reads == reads && m->writes == writes) return m->run;
  }
  return NULL;
}

static void copy_part(double* const* a, size_t begin, size_t end) {
  for (size_t i = begin; i < end; i += ST_VLEN) store(a[1] + i, load(a[0] + i), 0);
}

static void triad_part(double* const* a, size_t begin, size_t end) {
  const vdouble q = splat(3.0);
  for (size_t i = begin; i < end; i += ST_VLEN) store(a[2] + i, load(a[0] + i) + q * load(a[1] + i), 0);
}

/* Four independent accumulators, so the sum is bound by loads, not by the add latency. */
static double read_part(const double* a, size_t begin, size_t end) {
  vdouble s0 = splat(0), s1 = splat(0), s2 = splat(0), s3 = splat(0);
  for (size_t i = begin; i < end; i += 4 * ST_VLEN) {
    s0 += load(a + i);
    s1 += load(a + i + ST_VLEN);
    s2 += load(a + i + 2 * ST_VLEN);
    s3 += load(a + i + 3 * ST_VLEN);
  }
  vdouble s = (s0 + s1) + (s2 + s3);
  double total = 0;
  for (int l = 0; l < ST_VLEN; ++l) total += s[l];
  return total;
}

static void write_part(double* a, size_t begin, size_t end, double value, int streaming) {
  const vdouble v = splat(value);
  for (size_t i = begin; i < end; i += ST_VLEN) store(a + i, v, streaming);
  store_fence(streaming);
}

static const double write_value = 2.5;

static void run_kernel(struct shared* sh, size_t begin, size_t end) {
  const struct kernel* k = sh->kernel;
  switch (k->kind) {
    case K_COPY: copy_part(sh->arrays, begin, end); break;
    case K_TRIAD: triad_part(sh->arrays, begin, end); break;
    case K_READ: break; /* handled by the caller, which keeps the sum */
    case K_WRITE: write_part(sh->arrays[0], begin, end, write_value, k->streaming); break;
    case K_MIX: k->mix(sh->arrays, begin, end, k->streaming); break;
  }
}

/* Counts the elements of this thread's part that differ from what the kernel claims. */
static unsigned long long check_part(const struct shared* sh, size_t begin, size_t end, double read_sum) {
  const struct kernel* k = sh->kernel;
  double* const* a = sh->arrays;
  unsigned long long bad = 0;
  switch (k->kind) {
    case K_COPY:
      for (size_t i = begin; i < end; ++i) bad += a[1][i] != input_value(0, i);
      break;
    case K_TRIAD:
      for (size_t i = begin; i < end; ++i) bad += a[2][i] != input_value(0, i) + 3.0 * input_value(1, i);
      break;
    case K_READ: {
      /* Each aligned group of 8 elements sums to 8 + 0.125 * (0 + 1 + ... + 7) = 11.5. */
      double expected = 11.5 * (double)((end - begin) / 8);
      bad += read_sum != expected;
      break;
    }
    case K_WRITE:
      for (size_t i = begin; i < end; ++i) bad += a[0][i] != write_value;
      break;
    case K_MIX:
      for (size_t i = begin; i < end; ++i) {
        double s = 0;
        for (int r = 0; r < k->reads; ++r) s += input_value(r, i);
        for (int w = 0; w < k->writes; ++w) bad += a[k->reads + w][i] != s * (double)(w + 1);
      }
      break;
  }
  return bad;
}

static void fill_inputs(struct shared* sh, size_t begin, size_t end) {
  for (int a = 0; a < sh->narrays; ++a) {
    double* p = sh->arrays[a];
    for (size_t i = begin; i < end; ++i) p[i] = input_value(a, i);
  }
}

struct thread_arg {
  struct shared* sh;
  int id;
};

static void* thread_main(void* p) {
  struct thread_arg* arg = p;
  struct shared* sh = arg->sh;
  const int id = arg->id;
  if (sh->cpus && !pin_to_cpu(sh->cpus[id])) sh->pin_failed = 1;
  const size_t begin = (size_t)id * sh->per_thread, end = begin + sh->per_thread;
  /* First touch: this thread is the first to write its part of every array. */
  fill_inputs(sh, begin, end);
  pthread_barrier_wait(&sh->barrier);
  double read_sum = 0;
  for (int rep = 0; rep < sh->repetitions; ++rep) {
    pthread_barrier_wait(&sh->barrier);
    if (id == 0) sh->start = now_seconds();
    pthread_barrier_wait(&sh->barrier);
    if (sh->kernel->kind == K_READ) {
      read_sum = read_part(sh->arrays[0], begin, end);
    } else {
      run_kernel(sh, begin, end);
    }
    pthread_barrier_wait(&sh->barrier);
    if (id == 0) sh->seconds[rep] = now_seconds() - sh->start;
  }
#ifdef ST_BREAK_CHECKS
  /* Tests build with this to see that every check catches one wrong value. */
  if (id == 0) {
    const struct kernel* k = sh->kernel;
    if (k->kind == K_READ)
      read_sum += 1.0;
    else
      sh->arrays[k->kind == K_COPY ? 1 : k->kind == K_TRIAD ? 2 : k->kind == K_WRITE ? 0 : k->reads][begin] += 1.0;
  }
#endif
  sh->read_sums[id] = read_sum;
  sh->mismatches[id] = check_part(sh, begin, end, read_sum);
  return NULL;
}

static int parse_kernel(const char* text, struct kernel* k) {
  memset(k, 0, sizeof *k);
  snprintf(k->name, sizeof k->name, "%s", text);
  if (strcmp(text, "copy") == 0) {
    k->kind = K_COPY;
    k->reads = 1;
    k->writes = 1;
    return 1;
  }
  if (strcmp(text, "triad") == 0) {
    k->kind = K_TRIAD;
    k->reads = 2;
    k->writes = 1;
    return 1;
  }
  if (strcmp(text, "read") == 0) {
    k->kind = K_READ;
    k->reads = 1;
    return 1;
  }
  if (strcmp(text, "write") == 0) {
    k->kind = K_WRITE;
    k->writes = 1;
    return 1;
  }
  if (strcmp(text, "write_nt") == 0) {
    k->kind = K_WRITE;
    k->writes = 1;
    k->streaming = 1;
    return 1;
  }
  int r = 0, w = 0;
  char tail = 0;
  if (sscanf(text, "mix:%dx%d%c", &r, &w, &tail) == 2)
    k->streaming = 0;
  else if (sscanf(text, "mix_nt:%dx%d%c", &r, &w, &tail) == 2)
    k->streaming = 1;
  else
    return 0;
  k->kind = K_MIX;
  k->reads = r;
  k->writes = w;
  k->mix = r >= 0 && w >= 1 ? find_mix(r, w) : NULL;
  return k->mix != NULL;
}

static int arrays_needed(const struct kernel* k) {
  switch (k->kind) {
    case K_COPY: return 2;
    case K_TRIAD: return 3;
    case K_READ:
    case K_WRITE: return 1;
    case K_MIX: return k->reads + k->writes;
  }
  return 0;
}

int main(int argc, char** argv) {
  if (argc < 5) die("usage: stream_cpu ELEMENTS REPETITIONS CPUS KERNEL...");
  struct shared sh;
  memset(&sh, 0, sizeof sh);
  char* end = NULL;
  unsigned long long elements = strtoull(argv[1], &end, 10);
  if (*end || elements == 0) die("ELEMENTS must be a positive whole number");
  sh.repetitions = (int)strtol(argv[2], &end, 10);
  if (*end || sh.repetitions < 1) die("REPETITIONS must be at least 1");

  int cpus[ST_MAX_CPUS];
  const int threads = parse_cpus(argv[3], cpus);
  sh.threads = threads;
  sh.cpus = cpus;

  int nkernels = argc - 4;
  struct kernel* kernels = calloc((size_t)nkernels, sizeof *kernels);
  if (!kernels) die("out of memory");
  for (int k = 0; k < nkernels; ++k) {
    if (!parse_kernel(argv[4 + k], &kernels[k])) {
      fprintf(stderr, "stream_cpu: unknown kernel '%s' (a mix must be among those of stream_mixes.h)\n", argv[4 + k]);
      return 2;
    }
    if (arrays_needed(&kernels[k]) > sh.narrays) sh.narrays = arrays_needed(&kernels[k]);
  }

  const size_t unit = (size_t)ST_PART_ALIGN;
  sh.per_thread = (size_t)elements / (size_t)threads / unit * unit;
  if (sh.per_thread == 0) die("ELEMENTS is too small for the number of threads");
  sh.elements = sh.per_thread * (size_t)threads;
  const size_t bytes = sh.elements * sizeof(double);
  sh.arrays = calloc((size_t)(sh.narrays > 0 ? sh.narrays : 1), sizeof *sh.arrays);
  if (!sh.arrays) die("out of memory");
  for (int a = 0; a < sh.narrays; ++a) {
    void* p = NULL;
    if (posix_memalign(&p, (size_t)2 << 20, bytes) != 0) die("out of memory for the arrays");
#ifdef MADV_HUGEPAGE
    madvise(p, bytes, MADV_HUGEPAGE); /* a hint; fewer TLB misses when granted */
#endif
    sh.arrays[a] = p;
  }
  sh.seconds = calloc((size_t)sh.repetitions, sizeof(double));
  sh.mismatches = calloc((size_t)threads, sizeof(unsigned long long));
  sh.read_sums = calloc((size_t)threads, sizeof(double));
  pthread_t* tids = calloc((size_t)threads, sizeof(pthread_t));
  struct thread_arg* args = calloc((size_t)threads, sizeof(struct thread_arg));
  if (!sh.seconds || !sh.mismatches || !sh.read_sums || !tids || !args) die("out of memory");

  printf(
      "{\"program\": \"stream_cpu\", \"elements\": %zu, \"array_bytes\": %zu, \"threads\": %d, "
      "\"vector_bytes\": %d, \"streaming_stores\": %s, \"repetitions\": %d, \"kernels\": [",
      sh.elements, bytes, threads, ST_VBYTES, ST_HAVE_STREAMING_STORES ? "true" : "false", sh.repetitions);
  int pin_failed = 0;
  for (int k = 0; k < nkernels; ++k) {
    const struct kernel* kern = &kernels[k];
    printf("%s\n  {\"name\": \"%s\", \"reads\": %d, \"writes\": %d, \"streaming\": %s", k ? "," : "", kern->name,
           kern->reads, kern->writes, kern->streaming ? "true" : "false");
    if (kern->streaming && !ST_HAVE_STREAMING_STORES) {
      printf(", \"available\": false}");
      continue;
    }
    sh.kernel = kern;
    if (pthread_barrier_init(&sh.barrier, NULL, (unsigned)threads) != 0) die("pthread_barrier_init failed");
    for (int t = 0; t < threads; ++t) {
      args[t].sh = &sh;
      args[t].id = t;
      int rc = pthread_create(&tids[t], NULL, thread_main, &args[t]);
      if (rc != 0) die(strerror(rc));
    }
    for (int t = 0; t < threads; ++t) pthread_join(tids[t], NULL);
    pthread_barrier_destroy(&sh.barrier);
    pin_failed |= sh.pin_failed;
    unsigned long long bad = 0;
    for (int t = 0; t < threads; ++t) bad += sh.mismatches[t];
    /* Bytes the kernel itself reads and writes in one repetition; ordinary stores make the
       hardware read every written line first (write-allocate): those bytes come apart. */
    const size_t moved = (size_t)(kern->reads + kern->writes) * bytes;
    const size_t allocate = kern->streaming ? 0 : (size_t)kern->writes * bytes;
    printf(", \"available\": true, \"bytes\": %zu, \"allocate_bytes\": %zu, \"mismatches\": %llu, \"seconds\": [",
           moved, allocate, bad);
    print_seconds(sh.seconds, sh.repetitions);
    printf("]}");
    fflush(stdout);
  }
  printf("\n], \"pinned\": %s}\n", pin_failed ? "false" : "true");
  return 0;
}
