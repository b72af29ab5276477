// The pthreads runtime's pool (src/backends/c/runtime/thread_pool.c) as a program calls
// it: a variant of one thread runs on the caller's thread without starting a pool or
// pinning the caller; a pool of two, called hundreds of times back to back and after
// pauses long enough for its threads to fall asleep, gives every call the same result
// as the one-thread variant, with the threads polling first and with them sleeping at
// once.
#include <fstream>

#include "backends/c/pthreads_backend.h"
#include "catch.h"
#include "harness/check_harness.h"
#include "harness/cpu_evaluator.h"
#include "harness/process.h"
#include "harness/validation.h"
#include "strategy/cpu_params.h"
#include "strategy/machine.h"
#include "test_support.h"

namespace {

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
}

const char* const smooth = R"(subroutine smooth(n, m, a, b)
  integer, intent(in) :: n, m
  real(8), intent(in) :: a(0:n+1, 0:m+1)
  real(8), intent(inout) :: b(0:n+1, 0:m+1)
  integer :: i, j
  do j = 1, m
    do i = 1, n
      b(i,j) = 0.25d0*(a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1))
    end do
  end do
end subroutine smooth
)";

// Calls `one` (THREADS=1) and `two` (THREADS=2) as a time loop would; exits 1 with the
// reason when the one-thread variant started a thread or moved the caller, or when the
// two disagree.
const char* const driver = R"(#define _GNU_SOURCE
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void one(int32_t n, int32_t m, const double *a, double *b);
void two(int32_t n, int32_t m, const double *a, double *b);

static int threads_now(void) {
  char line[256];
  int threads = -1;
  FILE *status = fopen("/proc/self/status", "r");
  if (!status) return -1;
  while (fgets(line, sizeof line, status))
    if (strncmp(line, "Threads:", 8) == 0) threads = atoi(line + 8);
  fclose(status);
  return threads;
}

int main(void) {
  const int32_t n = 61, m = 47;
  const size_t count = (size_t)(n + 2) * (size_t)(m + 2);
  double *a = malloc(count * sizeof *a), *b1 = malloc(count * sizeof *b1), *b2 = malloc(count * sizeof *b2);
  uint64_t state = 1;
  cpu_set_t before, after;
  int call;
  if (!a || !b1 || !b2) return 2;
  for (size_t k = 0; k < count; ++k) a[k] = b1[k] = b2[k] = (double)k;
  sched_getaffinity(0, sizeof before, &before);
  for (call = 0; call < 50; ++call) one(n, m, a, b1);
  sched_getaffinity(0, sizeof after, &after);
  if (threads_now() != 1) {
    printf("the THREADS=1 variant started threads: %d now\n", threads_now());
    return 1;
  }
  if (!CPU_EQUAL(&before, &after)) {
    printf("the THREADS=1 variant changed the caller's CPU affinity\n");
    return 1;
  }
  for (call = 0; call < 600; ++call) {
    for (size_t k = 0; k < count; ++k) {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      a[k] = (double)(state >> 11) / 9007199254740992.0;
    }
    one(n, m, a, b1);
    two(n, m, a, b2);
    if (memcmp(b1, b2, count * sizeof *b1) != 0) {
      printf("call %d: the pool of two threads computed a different result\n", call);
      return 1;
    }
    if (call % 100 == 99) {
      /* Longer than the pool polls: its threads go to sleep and must be woken. */
      struct timespec pause = {0, 2000000};
      nanosleep(&pause, NULL);
    }
  }
  if (threads_now() != 2) {
    printf("the THREADS=2 variant runs %d threads, not 2\n", threads_now());
    return 1;
  }
  printf("pool: ok\n");
  return 0;
}
)";

// Two user threads call the THREADS=2 variant at once from its very first call (the pool
// is started by whichever comes first, once), each on its own output, 300 times; exits 1
// when a result differs from the one-thread variant's. A pool started twice hangs.
const char* const two_callers = R"(#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void one(int32_t n, int32_t m, const double *a, double *b);
void two(int32_t n, int32_t m, const double *a, double *b);

enum { N = 61, M = 47, COUNT = (N + 2) * (M + 2) };
static double a[COUNT], want[COUNT];
static pthread_barrier_t together;

static void *caller(void *out) {
  double *b = (double *)out;
  pthread_barrier_wait(&together);
  for (int call = 0; call < 300; ++call) {
    two(N, M, a, b);
    if (memcmp(b, want, sizeof want) != 0) return (void *)1;
  }
  return NULL;
}

int main(void) {
  static double b[2][COUNT];
  pthread_t thread[2];
  void *failed[2];
  for (int k = 0; k < COUNT; ++k) a[k] = want[k] = b[0][k] = b[1][k] = 1.0 / (1.0 + k % 97);
  one(N, M, a, want);
  for (int k = 0; k < COUNT; ++k) b[0][k] = b[1][k] = want[k];
  pthread_barrier_init(&together, NULL, 2);
  for (int t = 0; t < 2; ++t) pthread_create(&thread[t], NULL, caller, b[t]);
  for (int t = 0; t < 2; ++t) pthread_join(thread[t], &failed[t]);
  if (failed[0] || failed[1]) {
    printf("two callers at once: a result differs from the one-thread variant's\n");
    return 1;
  }
  printf("two callers: ok\n");
  return 0;
}
)";

// Binds itself to its last two allowed CPUs (its last one where it has only two) and
// starts itself again, as an MPI launcher binds a rank before it starts it, then calls the
// THREADS=2 variant. Bound to two CPUs, every thread of the process (the caller and the
// pool's) must be pinned within them; bound to one, narrower than the pool, the pool's two
// threads must be pinned to two CPUs (spread over the machine rather than stacked on one
// core). Exits 1 when that fails, 3 when it has only one CPU to begin with.
const char* const bound_caller = R"(#define _GNU_SOURCE
#include <dirent.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

void two(int32_t n, int32_t m, const double *a, double *b);

int main(int argc, char **argv) {
  enum { N = 61, M = 47, COUNT = (N + 2) * (M + 2) };
  static double a[COUNT], b[COUNT];
  cpu_set_t bound, pinned;
  int outside = 0;
  sched_getaffinity(0, sizeof bound, &bound);
  if (argc < 2) {
    char *again[] = {argv[0], "bound", NULL};
    int keep = CPU_COUNT(&bound) >= 3 ? 2 : 1;
    cpu_set_t narrow;
    if (CPU_COUNT(&bound) < 2) return 3;
    CPU_ZERO(&narrow);
    for (int c = CPU_SETSIZE - 1; c >= 0 && CPU_COUNT(&narrow) < keep; --c)
      if (CPU_ISSET(c, &bound)) CPU_SET(c, &narrow);
    if (sched_setaffinity(0, sizeof narrow, &narrow) != 0) return 2;
    execv(argv[0], again);
    return 2;
  }
  CPU_ZERO(&pinned);
  for (int k = 0; k < COUNT; ++k) a[k] = b[k] = 1.0 / (1.0 + k % 89);
  two(N, M, a, b);
  DIR *tasks = opendir("/proc/self/task");
  if (!tasks) return 2;
  for (struct dirent *e; (e = readdir(tasks));) {
    cpu_set_t mask;
    if (e->d_name[0] == '.') continue;
    if (sched_getaffinity(atoi(e->d_name), sizeof mask, &mask) != 0) continue;
    if (CPU_COUNT(&mask) == 1) CPU_OR(&pinned, &pinned, &mask);
    for (int c = 0; c < CPU_SETSIZE; ++c)
      if (CPU_ISSET(c, &mask) && !CPU_ISSET(c, &bound) && CPU_COUNT(&bound) >= 2) {
        printf("thread %s may run on CPU %d, outside the process's binding\n", e->d_name, c);
        outside = 1;
      }
  }
  closedir(tasks);
  if (CPU_COUNT(&pinned) != 2) {
    printf("the pool's 2 threads are pinned to %d CPUs (bound to %d)\n", CPU_COUNT(&pinned), CPU_COUNT(&bound));
    return 1;
  }
  if (!outside) printf("bound to %d CPUs: ok\n", CPU_COUNT(&bound));
  return outside;
}
)";

// Calls the THREADS=2 variant, then one of THREADS=WIDE from another file (another pool);
// exits 1 when the threads of the process are then pinned to fewer distinct CPUs than
// WIDE: the second pool must not be confined to the cores the first one pinned.
const char* const two_pools = R"(#define _GNU_SOURCE
#include <dirent.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void two(int32_t n, int32_t m, const double *a, double *b);
void wide(int32_t n, int32_t m, const double *a, double *b);

int main(void) {
  enum { N = 61, M = 47, COUNT = (N + 2) * (M + 2) };
  static double a[COUNT], b[COUNT];
  cpu_set_t used;
  CPU_ZERO(&used);
  for (int k = 0; k < COUNT; ++k) a[k] = b[k] = 1.0 / (1.0 + k % 89);
  two(N, M, a, b);
  wide(N, M, a, b);
  DIR *tasks = opendir("/proc/self/task");
  if (!tasks) return 2;
  for (struct dirent *e; (e = readdir(tasks));) {
    cpu_set_t mask;
    if (e->d_name[0] == '.') continue;
    if (sched_getaffinity(atoi(e->d_name), sizeof mask, &mask) != 0) continue;
    if (CPU_COUNT(&mask) == 1) CPU_OR(&used, &used, &mask);
  }
  closedir(tasks);
  printf("threads pinned to %d CPUs, the second pool has %d threads\n", CPU_COUNT(&used), WIDE);
  return CPU_COUNT(&used) < WIDE;
}
)";

}  // namespace

TEST_CASE("the pool wakes for every call and one thread runs without it", "[pthreads][pool]") {
  st::test::AnalysedStencil s = st::test::analysed(st::test::parse("smooth.f95", smooth));
  st::MachineInfo machine = st::probe_machine();
  st::TempDir dir("stenciltune-pool");
  st::Toolchain tools;
  write_file(dir.file("driver.c"), driver);
  // Several core blocks per thread; the same blocks in both, so the same sums.
  for (const char* threads : {"THREADS=1", "THREADS=2"}) {
    st::CpuVariant variant = st::parse_cpu_variant({threads, "CX=16", "CY=8", "NUMA=0"}, s.info, machine);
    st::PthreadsEmitOptions emit;
    emit.function_name = variant.threads == 1 ? "one" : "two";
    emit.fortran_entry = false;
    std::string source = st::emit_pthreads(s.sub, s.symbols, s.info, variant, emit);
    // The kernel of a core block keeps its own registers.
    CHECK(source.find("ST_NOINLINE static void " + emit.function_name + "_nest1_block(") != std::string::npos);
    CHECK((source.find("  st_pool_start(") != std::string::npos) == (variant.threads > 1));
    write_file(dir.file(emit.function_name + ".c"), source);
  }
  // ST_POOL_SPIN_NS=0: every wait sleeps after its first few polls, the path a busy
  // machine takes.
  for (const std::string spin : {"", "-DST_POOL_SPIN_NS=0"}) {
    INFO("variants built with '" << spin << "'");
    std::vector<std::string> objects = {dir.file("driver.o")};
    st::StepResult step = st::run_tool(
        {"gcc", "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", "-c", dir.file("driver.c"), "-o", objects[0]}, tools);
    REQUIRE(step.ok);
    for (const char* name : {"one", "two"}) {
      std::vector<std::string> cc = {"gcc", "-std=c99", "-O3", "-Wall", "-Wextra", "-Werror"};
      if (!spin.empty()) cc.push_back(spin);
      objects.push_back(dir.file(std::string(name) + ".o"));
      cc.insert(cc.end(), {"-c", dir.file(std::string(name) + ".c"), "-o", objects.back()});
      step = st::run_tool(cc, tools);
      INFO(step.message);
      REQUIRE(step.ok);
    }
    std::vector<std::string> link = {"gcc"};
    link.insert(link.end(), objects.begin(), objects.end());
    link.insert(link.end(), {"-o", dir.file("driver"), "-lhwloc", "-pthread"});
    step = st::run_tool(link, tools);
    INFO(step.message);
    REQUIRE(step.ok);
    // A lost wake-up hangs the program: a second is ample for 1,300 small calls.
    st::Toolchain run = tools;
    run.compile_limit = std::chrono::seconds(30);
    step = st::run_tool({dir.file("driver")}, run);
    INFO(step.message);
    CHECK(step.ok);
    write_file(dir.file("two_callers.c"), two_callers);
    step = st::run_tool({"gcc", "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", dir.file("two_callers.c"), objects[1],
                         objects[2], "-o", dir.file("two_callers"), "-lhwloc", "-pthread"},
                        tools);
    INFO(step.message);
    REQUIRE(step.ok);
    step = st::run_tool({dir.file("two_callers")}, run);
    INFO(step.message);
    CHECK(step.ok);
  }
}

namespace {

// Two stand-ins for variants of smooth that count their calls: ST_V0 takes 5 ms a call
// (a grid that does not fit in the cache), ST_V1 returns at once.
const char* const counted_variants = R"(#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int calls[2];

static void report(void) { fprintf(stderr, "calls: %d %d\n", calls[0], calls[1]); }

void ST_V0(int32_t n, int32_t m, const double *a, double *b) {
  struct timespec pause = {0, 5000000};
  (void)n, (void)m, (void)a, (void)b;
  if (calls[0]++ == 0 && calls[1] == 0) atexit(report);
  nanosleep(&pause, NULL);
}

void ST_V1(int32_t n, int32_t m, const double *a, double *b) {
  (void)n, (void)m, (void)a, (void)b;
  if (calls[1]++ == 0 && calls[0] == 0) atexit(report);
}
)";

}  // namespace

TEST_CASE("the final comparison times a short call after one of its own, with other pools asleep", "[pool]") {
  st::test::AnalysedStencil s = st::test::analysed(st::test::parse("smooth.f95", smooth));
  st::TempDir dir("stenciltune-compare");
  st::Toolchain tools;
  st::ComparisonHarnessOptions compare;
  compare.variant_symbols = {"ST_V0", "ST_V1"};
  compare.integer_arguments = {{"n", 40}, {"m", 30}};
  compare.rounds = 3;
  write_file(dir.file("main.c"), st::generate_comparison_harness(s.sub, s.symbols, compare));
  write_file(dir.file("variants.c"), counted_variants);
  st::StepResult step = st::run_tool({"gcc", "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", dir.file("main.c"),
                                      dir.file("variants.c"), "-o", dir.file("compare"), "-lm"},
                                     tools);
  INFO(step.message);
  REQUIRE(step.ok);
  st::ProcessOptions options;
  options.time_limit = std::chrono::seconds(30);
  st::ProcessResult r = st::run_process({dir.file("compare"), "check.verify=0"}, options);
  INFO(r.out << r.err);
  REQUIRE(r.ok());
  // The warm-up call of each, then per round one timed call of the long variant and an
  // untimed and a timed one of the short; one time line per timed call only.
  CHECK(r.err.find("calls: 4 7") != std::string::npos);
  std::string error;
  std::vector<std::vector<double>> seconds = st::interleaved_seconds(r.out, 2, 3, error);
  INFO(error);
  REQUIRE(seconds.size() == 2);
  for (double t : seconds[0]) CHECK(t >= 4e-3);
}

namespace {

// A short stand-in whose third call (the first round's timed one) is slowed to 5 ms, as
// the machine's other work can slow one call; ST_V0 returns at once.
const char* const once_slowed_variants = R"(#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int calls[2];

static void report(void) { fprintf(stderr, "calls: %d %d\n", calls[0], calls[1]); }

void ST_V0(int32_t n, int32_t m, const double *a, double *b) {
  (void)n, (void)m, (void)a, (void)b;
  if (calls[0]++ == 0 && calls[1] == 0) atexit(report);
}

void ST_V1(int32_t n, int32_t m, const double *a, double *b) {
  struct timespec pause = {0, 5000000};
  (void)n, (void)m, (void)a, (void)b;
  if (calls[1]++ == 0 && calls[0] == 0) atexit(report);
  if (calls[1] == 3) nanosleep(&pause, NULL);
}
)";

}  // namespace

TEST_CASE("one slowed call does not take a short variant off its warm-up call in the final comparison", "[pool]") {
  st::test::AnalysedStencil s = st::test::analysed(st::test::parse("smooth.f95", smooth));
  st::TempDir dir("stenciltune-compare");
  st::Toolchain tools;
  st::ComparisonHarnessOptions compare;
  compare.variant_symbols = {"ST_V0", "ST_V1"};
  compare.integer_arguments = {{"n", 40}, {"m", 30}};
  compare.rounds = 3;
  write_file(dir.file("main.c"), st::generate_comparison_harness(s.sub, s.symbols, compare));
  write_file(dir.file("variants.c"), once_slowed_variants);
  st::StepResult step = st::run_tool({"gcc", "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", dir.file("main.c"),
                                      dir.file("variants.c"), "-o", dir.file("compare"), "-lm"},
                                     tools);
  INFO(step.message);
  REQUIRE(step.ok);
  st::ProcessOptions options;
  options.time_limit = std::chrono::seconds(30);
  st::ProcessResult r = st::run_process({dir.file("compare"), "check.verify=0"}, options);
  INFO(r.out << r.err);
  REQUIRE(r.ok());
  // Both short by their fastest call: the warm-up call, then an untimed and a timed call
  // in every round, the round after the slowed call included (7 calls, not 6).
  CHECK(r.err.find("calls: 7 7") != std::string::npos);
  std::string error;
  std::vector<std::vector<double>> seconds = st::interleaved_seconds(r.out, 2, 3, error);
  INFO(error);
  REQUIRE(seconds.size() == 2);
  CHECK(seconds[1][0] >= 4e-3);
}

TEST_CASE("the pool pins its threads within the cores the process is bound to", "[pthreads][pool]") {
  st::test::AnalysedStencil s = st::test::analysed(st::test::parse("smooth.f95", smooth));
  st::MachineInfo machine = st::probe_machine();
  st::TempDir dir("stenciltune-pool-bound");
  st::Toolchain tools;
  const int wide = std::clamp(machine.cores, 2, 8);
  for (auto [name, threads] : {std::pair<std::string, int>{"two", 2}, {"wide", wide}}) {
    st::CpuVariant variant =
        st::parse_cpu_variant({"THREADS=" + std::to_string(threads), "CX=16", "CY=8", "NUMA=0"}, s.info, machine);
    st::PthreadsEmitOptions emit;
    emit.function_name = name;
    emit.fortran_entry = false;
    write_file(dir.file(name + ".c"), st::emit_pthreads(s.sub, s.symbols, s.info, variant, emit));
  }
  write_file(dir.file("bound.c"), bound_caller);
  write_file(dir.file("two_pools.c"), two_pools);
  st::StepResult step = st::run_tool({"gcc", "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", dir.file("bound.c"),
                                      dir.file("two.c"), "-o", dir.file("bound"), "-lhwloc", "-pthread"},
                                     tools);
  INFO(step.message);
  REQUIRE(step.ok);
  step = st::run_tool({"gcc", "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", "-DWIDE=" + std::to_string(wide),
                       dir.file("two_pools.c"), dir.file("two.c"), dir.file("wide.c"), "-o", dir.file("two_pools"),
                       "-lhwloc", "-pthread"},
                      tools);
  INFO(step.message);
  REQUIRE(step.ok);
  st::ProcessOptions limit;
  limit.time_limit = std::chrono::seconds(30);
  st::ProcessResult r = st::run_process({dir.file("two_pools")}, limit);
  INFO(r.describe() << "\n" << r.out);
  CHECK(r.ok());
  r = st::run_process({dir.file("bound")}, limit);
  INFO(r.describe() << "\n" << r.out);
  if (r.exit_code == 3) {
    WARN("one CPU: no binding narrower than the machine's to test");
    return;
  }
  CHECK(r.ok());
  CHECK(r.out.find(": ok") != std::string::npos);
}

namespace {

// The MPI entry's job beside the interior (PthreadsEmitOptions::beside_entry): `pooled`
// (THREADS=2 or 3) called after pooled_beside(job) must run the job once on the calling
// thread while its other threads take the task's shares, and agree with `one`. The job
// waits until the result is complete: where the others left a share to the caller while
// it runs the job, the job would wait forever (and exits after 20 s); and where the job
// ran after the task, it would find the grid complete when it starts in every call.
// `one`, of one thread, refuses the job.
const char* const beside_driver = R"(#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void one(int32_t n, int32_t m, const double *a, double *b);
int one_beside(void (*fn)(void *), void *ctx);
void pooled(int32_t n, int32_t m, const double *a, double *b);
int pooled_beside(void (*fn)(void *), void *ctx);

enum { N = 61, M = 47, COUNT = (N + 2) * (M + 2) };
static double a[COUNT], want[COUNT], got[COUNT];
static pthread_t caller;
static int runs, others, early;

static void job(void *ctx) {
  (void)ctx;
  ++runs;
  if (!pthread_equal(pthread_self(), caller)) others = 1;
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  if (memcmp((const void *)got, want, sizeof want) != 0) ++early;
  struct timespec start, now;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (;;) {
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    if (memcmp((const void *)got, want, sizeof want) == 0) return;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (now.tv_sec - start.tv_sec > 20) {
      printf("the pool's other threads did not compute the grid while the job ran\n");
      exit(1);
    }
  }
}

int main(void) {
  caller = pthread_self();
  if (one_beside(job, NULL) != 0) {
    printf("the one-thread variant took the job\n");
    return 1;
  }
  for (int call = 0; call < 50; ++call) {
    for (int k = 0; k < COUNT; ++k) a[k] = got[k] = want[k] = 1.0 / (1.0 + (k + call) % 97);
    one(N, M, a, want);
    runs = 0;
    if (pooled_beside(job, NULL) != 1) {
      printf("the pooled variant refused the job\n");
      return 1;
    }
    pooled(N, M, a, got);
    if (runs != 1 || others) {
      printf("call %d: the job ran %d times%s\n", call, runs, others ? ", on another thread" : "");
      return 1;
    }
    if (memcmp(got, want, sizeof want) != 0) {
      printf("call %d: the result differs from the one-thread variant's\n", call);
      return 1;
    }
    /* Without a job, the next call computes on every thread again. */
    pooled(N, M, a, got);
    if (runs != 1 || memcmp(got, want, sizeof want) != 0) {
      printf("call %d: the call after the job differs or ran the job again\n", call);
      return 1;
    }
  }
  /* The job starts as the task does, not after it: in some call the grid was not yet
     complete when it started. */
  if (early == 0) {
    printf("the job found the grid complete when it started, every call: it ran after the task\n");
    return 1;
  }
  printf("beside: ok (the job started before the grid was complete in %d of 50 calls)\n", early);
  return 0;
}
)";

}  // namespace

TEST_CASE("a job beside a call runs on the caller while the pool's other threads compute", "[pthreads][pool]") {
  st::test::AnalysedStencil s = st::test::analysed(st::test::parse("smooth.f95", smooth));
  st::MachineInfo machine = st::probe_machine();
  st::TempDir dir("stenciltune-beside");
  st::Toolchain tools;
  write_file(dir.file("driver.c"), beside_driver);
  for (const char* pool : {"THREADS=2", "THREADS=3"}) {
    INFO(pool);
    std::vector<std::string> objects;
    for (const char* threads : {"THREADS=1", pool}) {
      st::CpuVariant variant = st::parse_cpu_variant({threads, "CX=16", "CY=8", "NUMA=0"}, s.info, machine);
      st::PthreadsEmitOptions emit;
      emit.function_name = variant.threads == 1 ? "one" : "pooled";
      emit.fortran_entry = false;
      emit.beside_entry = true;
      const std::string source = st::emit_pthreads(s.sub, s.symbols, s.info, variant, emit);
      CHECK(source.find("int " + emit.function_name + "_beside(void (*fn)(void *), void *ctx) {") != std::string::npos);
      write_file(dir.file(emit.function_name + ".c"), source);
      objects.push_back(dir.file(emit.function_name + ".c"));
    }
    std::vector<std::string> cc = {"gcc", "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", dir.file("driver.c")};
    cc.insert(cc.end(), objects.begin(), objects.end());
    cc.insert(cc.end(), {"-o", dir.file("driver"), "-lhwloc", "-pthread"});
    st::StepResult step = st::run_tool(cc, tools);
    INFO(step.message);
    REQUIRE(step.ok);
    st::Toolchain run = tools;
    run.compile_limit = std::chrono::seconds(60);
    step = st::run_tool({dir.file("driver")}, run);
    INFO(step.message);
    CHECK(step.ok);
  }
}
