/* The fixed part of the check harness, which validates one variant of a stencil against
   the user's original subroutine (DESIGN.md, "The reference is the user's own code").
   src/harness/check_harness.cpp prints this text first and the stencil's own part
   after it; that part instantiates ST_DEFINE_REAL_TYPE / ST_DEFINE_INTEGER_TYPE for
   the element types it uses and defines st_set_integer and st_check (declared below).

   The rule: every array (inputs and outputs) starts with the same random values for
   the reference and the variant. A point the original writes may differ from the
   reference by at most ST_TOLERANCE_UNITS * eps * magnitude, where magnitude is the
   sum of the magnitudes of the terms that make up the point's value; any other point
   must keep its initial bits, in the variant and in the reference alike.

   Output: one line per array, "check: NAME key=value ...", then "check: PASS" (exit
   status 0), "check: FAIL" (1) or "check: ERROR" (2: the harness itself found
   something it cannot judge). Embedded into stenciltune at build time; keep this file
   free of at-signs (CMake's substitution marker).

   A program may hold several variants (a batch: harness/batch_run.h) and run several
   jobs, their arguments separated by "--"; each job starts from the defaults, runs the
   variant that check.variant=K names (0 when none does), and begins with the line
   "check: job N variant=K" (unless the program runs one job of its one variant and
   no argument names it). A job of a variant that failed an earlier job is skipped
   ("check: SKIPPED"). The exit status is the worst job's. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime under -std=c99 */
#ifdef __linux__
#define _DEFAULT_SOURCE /* madvise and MADV_HUGEPAGE */
#endif
#include <float.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __linux__
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#endif

/* The tolerance in units of eps * magnitude. Evaluating an expression d operations deep
   commits an error of at most about d * eps/2 * magnitude (Higham, "Accuracy and
   Stability of Numerical Algorithms", section 3.1), so two evaluations in different
   orders differ by at most about d * eps * magnitude. The suite's deepest expressions
   are about 30 operations deep (star25_sp, box27); 64 covers them with room for
   contracted multiply-adds and libm results a few ulps apart, while a wrong
   neighbour, coefficient or bound misses by many orders of magnitude more. */
#define ST_TOLERANCE_UNITS 64.0

/* Elements of random data before and after every array: a variant that writes past
   either end changes them, and the check sees it as a change to a point the original
   does not write. */
#define ST_GUARD 64

static int st_set_integer(const char *name, long long value);
static void st_reset_integers(void);
static int st_variant_count(void);
static int st_check(void);

/* check.verify=0 skips the comparison with the reference (a run that only times a
   variant already proven at another size); check.time=0 skips the timing. */
static int st_verify = 1;
static int st_timing = 1;
/* check.host=1: host arrays even in a timing-only run whose timer could fill its own
   device buffers (to time the copies as well). */
static int st_host = 0;
/* check.variant=K: which of the program's variants the job runs. */
static int st_job_variant = 0;

/* ---- deterministic random numbers (splitmix64) ---- */

static uint64_t st_rng_state;

static uint64_t st_random_bits(void)
{
  uint64_t z = (st_rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* Uniform in [lo, hi). */
static double st_uniform(double lo, double hi)
{
  return lo + (hi - lo) * ((double)(st_random_bits() >> 11) / 9007199254740992.0);
}

/* ---- memory ---- */

/* Arrays of several MiB are allocated as the roofline's STREAM arrays are: with the
   hint that asks Linux for transparent huge pages (madvise mode), given before any page
   is touched. Without it the kernels of every stage pay for TLB misses that the bound
   they are measured against does not, about a tenth of the time of a memory-bound
   sweep on a 2-core Xeon. A hint: refused, the pages stay small. */
static void st_advise_huge_pages(void *p, size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  const uintptr_t page = 4096u, start = ((uintptr_t)p + page - 1) / page * page, end = ((uintptr_t)p + bytes) / page * page;
  if (bytes >= ((size_t)4 << 20) && end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
  (void)p;
  (void)bytes;
#endif
}

static void *st_alloc(ptrdiff_t count, size_t size)
{
  void *p = calloc(count > 0 ? (size_t)count : 1u, size);
  if (p == NULL) {
    fprintf(stderr, "check: out of memory\n");
    exit(2);
  }
  st_advise_huge_pages(p, (count > 0 ? (size_t)count : 1u) * size);
  return p;
}

static void *st_duplicate(const void *from, ptrdiff_t count, size_t size)
{
  void *p = st_alloc(count, size);
  if (count > 0) memcpy(p, from, (size_t)count * size);
  return p;
}

/* The number of elements from lower to upper (Fortran's extent; 0 when empty). */
static ptrdiff_t st_extent(ptrdiff_t lower, ptrdiff_t upper)
{
  return upper >= lower ? upper - lower + 1 : 0;
}

/* ---- timing ---- */

static inline double st_now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The final comparison calls each variant in turn. The CPU runtime's pools poll for a
   fraction of a millisecond after a call before they sleep (thread_pool.c,
   ST_POOL_SPIN_NS), so a short call timed right after another variant's would share
   its cores with that variant's polling threads, and after a call of every other
   variant its own pool would be asleep: neither is how a program's time loop calls
   it. A call shorter than ST_SHORT_CALL_SECONDS is timed as a time loop makes it:
   the other pools given time to fall asleep (st_quiet_pools), then one untimed call of
   the variant itself before the timed one. Longer calls are timed as they come. A call
   is short by its fastest call so far, not its last: one call slowed by the machine's
   other work would otherwise have the next timed cold, slower, and on a busy machine
   keep it on the cold path for the rest of the comparison. */
#define ST_SHORT_CALL_SECONDS 2e-3

static inline void st_quiet_pools(void)
{
  struct timespec pause = {0, 1000000};
  nanosleep(&pause, NULL);
}

static inline int st_compare_doubles(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* Prints "time: median=... min=... max=... reps=N" for the seconds of N calls. */
static inline void st_report_times(double *seconds, int n)
{
  qsort(seconds, (size_t)n, sizeof *seconds, st_compare_doubles);
  printf("time: median=%.9e min=%.9e max=%.9e reps=%d\n",
         n % 2 ? seconds[n / 2] : 0.5 * (seconds[n / 2 - 1] + seconds[n / 2]), seconds[0], seconds[n - 1], n);
}

/* ---- reporting ---- */

/* An array's name and bounds, to report a point as NAME(i,j,k). */
struct st_shape {
  const char *name;
  int rank;
  ptrdiff_t lower[7];
  ptrdiff_t extent[7];
  ptrdiff_t count; /* elements, without the guards */
};

/* `offset` counts from the start of the guard before the array. */
static void st_format_point(char *text, size_t size, const struct st_shape *shape, ptrdiff_t offset)
{
  int d;
  size_t used;
  if (shape->rank == 0) { /* a scalar */
    snprintf(text, size, "%s", shape->name);
    return;
  }
  offset -= ST_GUARD;
  if (offset < 0 || offset >= shape->count) {
    snprintf(text, size, "%s:guard:%td%s", shape->name, offset < 0 ? -offset : offset - shape->count + 1,
             offset < 0 ? "_before_first" : "_after_last");
    return;
  }
  used = (size_t)snprintf(text, size, "%s(", shape->name);
  for (d = 0; d < shape->rank && used < size; ++d) {
    ptrdiff_t extent = shape->extent[d] > 0 ? shape->extent[d] : 1;
    ptrdiff_t index = d + 1 < shape->rank ? offset % extent : offset;
    offset /= extent;
    used += (size_t)snprintf(text + used, size - used, "%s%td", d ? "," : "", shape->lower[d] + index);
  }
  if (used < size) snprintf(text + used, size - used, ")");
}

struct st_outcome {
  ptrdiff_t written;            /* points the original writes */
  ptrdiff_t wrong;              /* of those, outside the tolerance */
  ptrdiff_t changed;            /* other points whose bits the variant changed */
  ptrdiff_t reference_changed;  /* other points whose bits the reference changed */
  double max_abs;               /* largest |variant - reference| */
  double max_units;             /* largest error in units of the tolerance */
  ptrdiff_t worst;              /* where max_units is reached (or the first change) */
  unsigned long long bits;      /* FNV-1a of the variant's array: two runs that agree bit for bit print the same */
};

static unsigned long long st_fnv1a(const void *data, size_t bytes)
{
  const unsigned char *b = (const unsigned char *)data;
  unsigned long long h = 14695981039346656037ULL;
  size_t i;
  for (i = 0; i < bytes; ++i) h = (h ^ b[i]) * 1099511628211ULL;
  return h;
}

/* Prints the array's line; 0 when it passed, 1 when the variant is wrong, 2 when the
   reference disagrees with the magnitude pass about which points it writes. */
static int st_report(const struct st_shape *shape, const struct st_outcome *o)
{
  char where[160] = "-";
  if (o->worst >= 0) st_format_point(where, sizeof where, shape, o->worst);
  printf("check: %s written=%td wrong=%td unwritten_changed=%td max_abs_err=%.3e max_err_tolerances=%.3e"
         " worst_at=%s bits=%016llx\n",
         shape->name, o->written, o->wrong, o->changed, o->max_abs, o->max_units, where, o->bits);
  if (o->reference_changed > 0) {
    printf("check: %s: the reference changed %td points the magnitude pass says it does not write\n",
           shape->name, o->reference_changed);
    return 2;
  }
  return o->wrong > 0 || o->changed > 0 ? 1 : 0;
}

/* The points the original does not write: bit-identical to their initial values. */
#define ST_CHECK_UNWRITTEN(type, p)                                        \
  if (memcmp(&var[p], &init[p], sizeof(type)) != 0) {                      \
    if (o.changed++ == 0 && o.wrong == 0 && o.max_units == 0) o.worst = p; \
  }                                                                        \
  if (memcmp(&ref[p], &init[p], sizeof(type)) != 0) ++o.reference_changed;

/* Fill, set and compare for a real element type. `mag` holds, at each point the
   original writes, the magnitude of its value, and -1 elsewhere. */
#define ST_DEFINE_REAL_TYPE(suffix, type)                                                             \
  static void st_fill_##suffix(type *a, ptrdiff_t n, double lo, double hi)                            \
  {                                                                                                   \
    ptrdiff_t p;                                                                                      \
    for (p = 0; p < n; ++p) a[p] = (type)st_uniform(lo, hi);                                          \
  }                                                                                                   \
  static void st_set_##suffix(type *a, ptrdiff_t n, type value)                                       \
  {                                                                                                   \
    ptrdiff_t p;                                                                                      \
    for (p = 0; p < n; ++p) a[p] = value;                                                             \
  }                                                                                                   \
  static int st_compare_##suffix(const struct st_shape *shape, const type *ref, const type *var,      \
                                 const type *init, const type *mag, ptrdiff_t n, double eps)          \
  {                                                                                                   \
    struct st_outcome o = {0, 0, 0, 0, 0.0, 0.0, -1, 0};                                             \
    ptrdiff_t p;                                                                                      \
    for (p = 0; p < n; ++p) {                                                                         \
      double r = (double)ref[p], v = (double)var[p], err, tolerance, units;                           \
      if (mag[p] < 0) {                                                                               \
        ST_CHECK_UNWRITTEN(type, p)                                                                   \
        continue;                                                                                     \
      }                                                                                               \
      ++o.written;                                                                                    \
      if (memcmp(&ref[p], &var[p], sizeof(type)) == 0 || (isnan(r) && isnan(v))) continue;            \
      err = fabs(v - r);                                                                              \
      tolerance = ST_TOLERANCE_UNITS * eps * (double)mag[p];                                          \
      units = err == 0 ? 0 : (tolerance > 0 ? err / tolerance : INFINITY);                            \
      if (!(err <= tolerance)) {                                                                      \
        ++o.wrong;                                                                                    \
        if (isnan(units)) units = INFINITY;                                                           \
      }                                                                                               \
      if (err > o.max_abs || isnan(err)) o.max_abs = isnan(err) ? INFINITY : err;                     \
      if (units > o.max_units || o.worst < 0) {                                                       \
        o.max_units = units > o.max_units ? units : o.max_units;                                      \
        o.worst = p;                                                                                  \
      }                                                                                               \
    }                                                                                                 \
    o.bits = st_fnv1a(var, (size_t)n * sizeof(type));                                                \
    return st_report(shape, &o);                                                                      \
  }

/* The same for an integer element type: written points must be equal. */
#define ST_DEFINE_INTEGER_TYPE(suffix, type)                                                          \
  static void st_fill_##suffix(type *a, ptrdiff_t n, long long lo, long long hi)                      \
  {                                                                                                   \
    ptrdiff_t p;                                                                                      \
    for (p = 0; p < n; ++p) a[p] = (type)(lo + (long long)(st_random_bits() % (uint64_t)(hi - lo + 1))); \
  }                                                                                                   \
  static void st_set_##suffix(type *a, ptrdiff_t n, type value)                                       \
  {                                                                                                   \
    ptrdiff_t p;                                                                                      \
    for (p = 0; p < n; ++p) a[p] = value;                                                             \
  }                                                                                                   \
  static int st_compare_##suffix(const struct st_shape *shape, const type *ref, const type *var,      \
                                 const type *init, const type *mag, ptrdiff_t n, double eps)          \
  {                                                                                                   \
    struct st_outcome o = {0, 0, 0, 0, 0.0, 0.0, -1, 0};                                             \
    ptrdiff_t p;                                                                                      \
    (void)eps;                                                                                        \
    for (p = 0; p < n; ++p) {                                                                         \
      if (mag[p] < 0) {                                                                               \
        ST_CHECK_UNWRITTEN(type, p)                                                                   \
        continue;                                                                                     \
      }                                                                                               \
      ++o.written;                                                                                    \
      if (ref[p] != var[p]) {                                                                         \
        double err = fabs((double)var[p] - (double)ref[p]);                                           \
        if (o.wrong++ == 0 || err > o.max_abs) o.worst = p;                                           \
        if (err > o.max_abs) o.max_abs = err;                                                         \
        o.max_units = INFINITY;                                                                       \
      }                                                                                               \
    }                                                                                                 \
    o.bits = st_fnv1a(var, (size_t)n * sizeof(type));                                                \
    return st_report(shape, &o);                                                                      \
  }

/* One job's arguments, argv[first] up to argv[last - 1]: seed=N, check.* and NAME=VALUE
   for the integer arguments (the problem size). Returns 0, or 2 after a message. */
static int st_parse_job(char **argv, int first, int last, unsigned long long *seed, int *named_variant)
{
  int i;
  for (i = first; i < last; ++i) {
    const char *equals = strchr(argv[i], '=');
    char *end = NULL;
    long long value;
    char name[64];
    size_t length;
    if (equals == NULL || (length = (size_t)(equals - argv[i])) == 0 || length >= sizeof name) {
      fprintf(stderr, "check: expected NAME=VALUE, found '%s'\n", argv[i]);
      return 2;
    }
    memcpy(name, argv[i], length);
    name[length] = '\0';
    value = strtoll(equals + 1, &end, 10);
    if (*end != '\0' || end == equals + 1) {
      fprintf(stderr, "check: '%s' is not an integer\n", equals + 1);
      return 2;
    }
    if (strcmp(name, "seed") == 0) {
      *seed = (unsigned long long)value;
    } else if (strcmp(name, "check.verify") == 0) {
      st_verify = value != 0;
    } else if (strcmp(name, "check.time") == 0) {
      st_timing = value != 0;
    } else if (strcmp(name, "check.host") == 0) {
      st_host = value != 0;
    } else if (strcmp(name, "check.variant") == 0) {
      if (value < 0 || value >= st_variant_count()) {
        fprintf(stderr, "check: the program holds no variant %lld\n", value);
        return 2;
      }
      st_job_variant = (int)value;
      *named_variant = 1;
    } else if (!st_set_integer(name, value)) {
      fprintf(stderr, "check: '%s' is not an integer argument of the subroutine\n", name);
      return 2;
    }
  }
  return 0;
}

int main(int argc, char **argv)
{
  int first = 1, job = 0, worst = 0;
  char *failed = (char *)calloc((size_t)st_variant_count(), 1);
#ifdef __linux__
  /* Die with the tuner: a harness runs in a process group of its own, so a tuner killed
     with SIGKILL would otherwise leave a hanging variant spinning for ever. */
  prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
  if (failed == NULL) {
    fprintf(stderr, "check: out of memory\n");
    return 2;
  }
  for (;;) {
    int last = first, status, named_variant = 0;
    unsigned long long seed = 1;
    while (last < argc && strcmp(argv[last], "--") != 0) ++last;
    st_verify = 1;
    st_timing = 1;
    st_host = 0;
    st_job_variant = 0;
    st_reset_integers();
    if (st_parse_job(argv, first, last, &seed, &named_variant) != 0) return 2;
    if (named_variant || st_variant_count() > 1 || last < argc || job > 0) printf("check: job %d variant=%d\n", job, st_job_variant);
    if (failed[st_job_variant]) {
      printf("check: SKIPPED\n");
    } else {
      st_rng_state = seed;
      status = st_check();
      printf("check: %s\n", status == 0 ? (st_verify ? "PASS" : "NOT VERIFIED") : status == 1 ? "FAIL" : "ERROR");
      if (status != 0) failed[st_job_variant] = 1;
      if (status > worst) worst = status;
    }
    /* A later job may kill the program: what this one printed must reach the tuner. */
    fflush(stdout);
    if (last >= argc) break;
    first = last + 1;
    ++job;
  }
  free(failed);
  return worst;
}

/* ---- the stencil's own part ---- */
