/* stenciltune's CPU runtime, pasted at the top of every pthreads variant and library.
   A persistent pool of threads pinned one per core with hwloc (of the cores the process
   is bound to), woken for each call by a generation counter and gathered again by a
   counter of the threads still working, so no thread is created per call. Both waits spin a little before they sleep: a kernel
   on a grid that fits in the cache takes tens of microseconds, about what waking a
   sleeping thread costs, and a program calls it again at once (a time loop, the
   harness's repetitions), as OpenMP runtimes assume when they spin before sleeping.
   Everything is static: two stenciltune libraries link into one program without
   clashing, each with its own pool. The calling thread is thread 0. */
/* Printed with the code of every subroutine: in a file of several (--emit=c --target=cpu)
   the first copy is the one compiled. */
#ifndef STENCILTUNE_THREAD_POOL
#define STENCILTUNE_THREAD_POOL
#include <hwloc.h>
#include <pthread.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __linux__
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

/* ST_NOINLINE: the kernel of one core block is a function of its own; inlined into the
   loops over the blocks, it competes with them for registers, and its innermost loop
   reloads its array addresses from the stack on every iteration. ST_MAYBE_UNUSED: a
   variant of one thread runs its tasks itself and never starts the pool. */
#if defined(__GNUC__)
#define ST_NOINLINE __attribute__((noinline))
#define ST_MAYBE_UNUSED __attribute__((unused))
#else
#define ST_NOINLINE
#define ST_MAYBE_UNUSED
#endif

/* How long a thread of the pool waits for the next task, or the caller for the others
   to finish, by polling before it sleeps: long enough to span the caller's work between
   two calls of a time loop, short enough that an idle pool gives its cores back at
   once. */
#ifndef ST_POOL_SPIN_NS
#define ST_POOL_SPIN_NS 200000L
#endif
/* Polls between two yields: rarely enough that the yield (a system call) costs little
   on an idle core, often enough that a thread polling on a core that another thread
   needs (another pool's, or another program's) gives it up at once. */
#ifndef ST_POOL_YIELD_SPINS
#define ST_POOL_YIELD_SPINS 16u
#endif
/* Polling pays only on a core no other thread wants. A thread that finds it was away
   from its core this long while it polled (the yield let another thread run) stops
   polling: a thread that waits its turn in the run queue starts a task milliseconds
   late, where a sleeping one that is woken runs at once. It then sleeps at once in
   its waits for ST_POOL_QUIET_NS, doubled each time the core is still busy when it
   tries again, up to ST_POOL_QUIET_MAX_NS. */
#define ST_POOL_AWAY_NS 50000L
#define ST_POOL_QUIET_NS 10000000L
#define ST_POOL_QUIET_MAX_NS 1000000000L

typedef void (*st_task_fn)(void *ctx, int thread, int nthreads);

struct st_pool {
  int nthreads; /* (written only while no worker runs) */
  int started;  /* (read without a lock by st_pool_start's first test) */
  hwloc_topology_t topology;
  pthread_t *threads;
  pthread_mutex_t lock;
  pthread_cond_t wake;
  pthread_cond_t done;
  unsigned long generation; /* bumped once per task (under the lock; read while polling) */
  int running;              /* workers still in the current task (atomic) */
  int stopping;             /* (set under the lock; read while polling) */
  st_task_fn task;
  void *ctx;
  int shares;     /* >0: the task runs as this many shares, taken in turn (st_pool_beside) */
  int next_share; /* the next share not yet taken (atomic) */
};

static struct st_pool st_the_pool = {0, 0, NULL, NULL, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
                                     PTHREAD_COND_INITIALIZER, 0, 0, 0, NULL, NULL, 0, 0};

/* A job the calling thread runs first in its next st_pool_run while the pool's other
   threads start the task (the MPI entry's exchange, beside its interior). The task then
   runs as ST_POOL_BESIDE_SHARES shares a thread (task(ctx, s, shares)), each taken by the
   next thread free, so that the caller takes what is left when its job is done, whatever
   the job took. Only for a task that never waits for another thread. Per calling thread;
   taken by the next st_pool_run. */
#ifndef ST_POOL_BESIDE_SHARES
#define ST_POOL_BESIDE_SHARES 16
#endif
typedef void (*st_beside_fn)(void *ctx);
#if defined(__GNUC__)
static __thread st_beside_fn st_pool_beside_fn;
static __thread void *st_pool_beside_ctx;
#else
static st_beside_fn st_pool_beside_fn;
static void *st_pool_beside_ctx;
#endif

ST_MAYBE_UNUSED static void st_pool_beside(st_beside_fn fn, void *ctx) {
  st_pool_beside_fn = fn;
  st_pool_beside_ctx = ctx;
}

/* The processors the pool's threads may take: the binding the process had when it was
   loaded, before any pool pinned a thread (read by a constructor, so that a second
   library's pool, started after the first pinned its threads, still sees all of it),
   within what the machine allows. An MPI launcher that binds each rank to cores of its
   own (Open MPI's --map-by slot:PE=N) so keeps the ranks' threads apart; unbound, it is
   every processor. NULL: not known, every processor. */
static hwloc_bitmap_t st_pool_allowed;
static int st_pool_allowed_read;
#if defined(__linux__) && defined(__GNUC__)
static unsigned long st_pool_loaded_binding[64]; /* up to 4096 CPUs */
static long st_pool_loaded_binding_bytes;        /* 0: not known */
__attribute__((constructor)) static void st_pool_read_binding(void) {
  long bytes = syscall(SYS_sched_getaffinity, 0, sizeof st_pool_loaded_binding, st_pool_loaded_binding);
  st_pool_loaded_binding_bytes = bytes > 0 ? bytes : 0;
}
#endif

static void st_read_allowed(hwloc_topology_t topology) {
  if (st_pool_allowed_read || !topology) return;
  st_pool_allowed_read = 1;
#if defined(__linux__) && defined(__GNUC__)
  const long word_bits = 8 * (long)sizeof(unsigned long);
  if (st_pool_loaded_binding_bytes <= 0) return;
  hwloc_bitmap_t set = hwloc_bitmap_alloc();
  if (!set) return;
  for (long bit = 0; bit < 8 * st_pool_loaded_binding_bytes; ++bit)
    if ((st_pool_loaded_binding[bit / word_bits] >> (bit % word_bits)) & 1UL) hwloc_bitmap_set(set, (unsigned)bit);
  hwloc_bitmap_and(set, set, hwloc_topology_get_allowed_cpuset(topology));
  if (hwloc_bitmap_iszero(set)) {
    hwloc_bitmap_free(set);
    return;
  }
  st_pool_allowed = set;
#endif
}

/* The `index`-th object of `type` (wrapping) whose processors meet `allowed`, or NULL. */
static hwloc_obj_t st_allowed_obj(hwloc_topology_t topology, hwloc_obj_type_t type, hwloc_const_bitmap_t allowed,
                                  int count, int index) {
  int wanted = index % count, seen = 0;
  for (hwloc_obj_t obj = hwloc_get_next_obj_by_type(topology, type, NULL); obj;
       obj = hwloc_get_next_obj_by_type(topology, type, obj)) {
    if (!obj->cpuset || !hwloc_bitmap_intersects(obj->cpuset, allowed)) continue;
    if (seen++ == wanted) return obj;
  }
  return NULL;
}

static int st_allowed_count(hwloc_topology_t topology, hwloc_obj_type_t type, hwloc_const_bitmap_t allowed) {
  int count = 0;
  for (hwloc_obj_t obj = hwloc_get_next_obj_by_type(topology, type, NULL); obj;
       obj = hwloc_get_next_obj_by_type(topology, type, obj))
    count += obj->cpuset && hwloc_bitmap_intersects(obj->cpuset, allowed);
  return count;
}

/* Binds the calling thread to one PU of the `index`-th core the pool may take (wrapping
   over them). A pool with more threads than those cores takes PUs in hwloc's logical
   order instead, where the hardware threads of one core are consecutive: threads t and
   t+1 are then siblings that share the core's caches, as a team (TEAM) of the generated
   code expects. */
static void st_pin_to_core(struct st_pool *pool, int index) {
  if (!pool->topology) return;
  hwloc_const_bitmap_t allowed = hwloc_topology_get_allowed_cpuset(pool->topology);
  /* A binding narrower than the pool (Open MPI binds each of one or two ranks to a single
     core by default) would stack its threads on one core: they spread over the machine. */
  if (st_pool_allowed && hwloc_bitmap_weight(st_pool_allowed) >= pool->nthreads) allowed = st_pool_allowed;
  int cores = st_allowed_count(pool->topology, HWLOC_OBJ_CORE, allowed);
  int pus = st_allowed_count(pool->topology, HWLOC_OBJ_PU, allowed);
  hwloc_obj_type_t type = HWLOC_OBJ_CORE;
  if (cores <= 0 || (pus > cores && pool->nthreads > cores)) {
    type = HWLOC_OBJ_PU;
    cores = pus;
  }
  if (cores <= 0) return;
  hwloc_obj_t obj = st_allowed_obj(pool->topology, type, allowed, cores, index);
  if (!obj) return;
  hwloc_cpuset_t set = hwloc_bitmap_dup(obj->cpuset);
  hwloc_bitmap_and(set, set, allowed);
  hwloc_bitmap_singlify(set); /* one PU of the core: the OS may not move it among siblings */
  (void)hwloc_set_cpubind(pool->topology, set, HWLOC_CPUBIND_THREAD); /* unpinned, it still computes */
  hwloc_bitmap_free(set);
}

struct st_worker_arg {
  struct st_pool *pool;
  int index;
};

static long st_elapsed_ns(const struct timespec *since) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (long)(now.tv_sec - since->tv_sec) * 1000000000L + (now.tv_nsec - since->tv_nsec);
}

static inline void st_cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ __volatile__("yield");
#endif
}

/* A waiting thread's memory of whether its core was busy the last time it polled. */
struct st_poller {
  struct timespec quiet_until; /* sleep at once until then */
  long quiet_ns;               /* the last time without polling; 0: the core was free */
};

/* Whether the task after `seen` has come, or the pool is stopping. */
static int st_task_posted(struct st_pool *pool, unsigned long seen) {
  return __atomic_load_n(&pool->generation, __ATOMIC_ACQUIRE) != seen ||
         __atomic_load_n(&pool->stopping, __ATOMIC_ACQUIRE);
}

/* Whether every worker has finished the current task. */
static int st_task_done(struct st_pool *pool, unsigned long unused) {
  (void)unused;
  return __atomic_load_n(&pool->running, __ATOMIC_ACQUIRE) == 0;
}

/* Polls until ready(pool, arg) (returns 1), or until the caller should sleep instead
   (returns 0): ST_POOL_SPIN_NS have passed, or the core is busy (st_poller). Reads with
   acquire: what was written before the condition came true is seen. */
static int st_poll(struct st_pool *pool, int (*ready)(struct st_pool *, unsigned long), unsigned long arg,
                   struct st_poller *self) {
  struct timespec start, last, now;
  clock_gettime(CLOCK_MONOTONIC, &start);
  if (self->quiet_ns > 0 && st_elapsed_ns(&self->quiet_until) < 0) return ready(pool, arg);
  last = start;
  for (unsigned spins = 1;; ++spins) {
    if (ready(pool, arg)) {
      self->quiet_ns = 0;
      return 1;
    }
    st_cpu_relax();
    if (spins % ST_POOL_YIELD_SPINS != 0) continue;
    sched_yield();
    clock_gettime(CLOCK_MONOTONIC, &now);
    long away = (long)(now.tv_sec - last.tv_sec) * 1000000000L + (now.tv_nsec - last.tv_nsec);
    if (away > ST_POOL_AWAY_NS) {
      long quiet = self->quiet_ns > 0 ? 2 * self->quiet_ns : ST_POOL_QUIET_NS;
      self->quiet_ns = quiet < ST_POOL_QUIET_MAX_NS ? quiet : ST_POOL_QUIET_MAX_NS;
      self->quiet_until = now;
      self->quiet_until.tv_sec += self->quiet_ns / 1000000000L;
      self->quiet_until.tv_nsec += self->quiet_ns % 1000000000L;
      if (self->quiet_until.tv_nsec >= 1000000000L) {
        self->quiet_until.tv_nsec -= 1000000000L;
        ++self->quiet_until.tv_sec;
      }
      return ready(pool, arg);
    }
    if (st_elapsed_ns(&start) > ST_POOL_SPIN_NS) {
      self->quiet_ns = 0; /* a whole spell without losing the core: it is free again */
      return ready(pool, arg);
    }
    last = now;
  }
}

/* Runs the shares of the current task not yet taken, one at a time. */
static void st_pool_take_shares(struct st_pool *pool) {
  for (int share; (share = __atomic_fetch_add(&pool->next_share, 1, __ATOMIC_RELAXED)) < pool->shares;)
    pool->task(pool->ctx, share, pool->shares);
}

static void *st_worker(void *p) {
  struct st_worker_arg arg = *(struct st_worker_arg *)p;
  free(p);
  struct st_pool *pool = arg.pool;
  st_pin_to_core(pool, arg.index);
  unsigned long seen = 0;
  struct st_poller poller = {{0, 0}, 0};
  for (;;) {
    if (!st_poll(pool, st_task_posted, seen, &poller)) {
      pthread_mutex_lock(&pool->lock);
      while (pool->generation == seen && !pool->stopping) pthread_cond_wait(&pool->wake, &pool->lock);
      pthread_mutex_unlock(&pool->lock);
    }
    if (__atomic_load_n(&pool->stopping, __ATOMIC_ACQUIRE)) break;
    seen = __atomic_load_n(&pool->generation, __ATOMIC_ACQUIRE);
    if (pool->shares) {
      st_pool_take_shares(pool);
    } else {
      pool->task(pool->ctx, arg.index, pool->nthreads);
    }
    /* The last one out wakes the caller, should it have stopped polling. */
    if (__atomic_sub_fetch(&pool->running, 1, __ATOMIC_ACQ_REL) == 0) {
      pthread_mutex_lock(&pool->lock);
      pthread_cond_signal(&pool->done);
      pthread_mutex_unlock(&pool->lock);
    }
  }
  return NULL;
}

/* Serialises starting, restarting and running the pool: user threads may call a
   variant at once, the first calls included. */
static pthread_mutex_t st_pool_one_task = PTHREAD_MUTEX_INITIALIZER;

/* Stops the first `created` threads of the pool (thread 0, the caller, included in the
   count) and frees what the pool holds; the pool is then not started. */
static void st_pool_release(struct st_pool *pool, int created) {
  pthread_mutex_lock(&pool->lock);
  __atomic_store_n(&pool->stopping, 1, __ATOMIC_RELEASE);
  pthread_cond_broadcast(&pool->wake);
  pthread_mutex_unlock(&pool->lock);
  for (int t = 1; t < created; ++t) pthread_join(pool->threads[t], NULL);
  free(pool->threads);
  if (pool->topology) hwloc_topology_destroy(pool->topology);
  pool->threads = NULL;
  pool->topology = NULL;
  __atomic_store_n(&pool->started, 0, __ATOMIC_RELEASE);
  pool->stopping = 0;
}

static void st_pool_stop(void) {
  struct st_pool *pool = &st_the_pool;
  if (pool->started) st_pool_release(pool, pool->nthreads);
}

/* Starts the pool with `nthreads` threads (once; a different count restarts it).
   Returns 0, or -1 when threads cannot be created: then no thread of the pool is left
   running and the caller runs serially (st_pool_run on a pool not started). */
ST_MAYBE_UNUSED static int st_pool_start(int nthreads) {
  struct st_pool *pool = &st_the_pool;
  if (nthreads < 1) nthreads = 1;
  if (__atomic_load_n(&pool->started, __ATOMIC_ACQUIRE) && pool->nthreads == nthreads) return 0;
  pthread_mutex_lock(&st_pool_one_task);
  if (pool->started && pool->nthreads == nthreads) {
    pthread_mutex_unlock(&st_pool_one_task);
    return 0;
  }
  if (pool->started) st_pool_stop();
  pool->nthreads = nthreads;
  pool->generation = 0;
  pool->running = 0;
  if (hwloc_topology_init(&pool->topology) != 0) {
    pool->topology = NULL;
  } else if (hwloc_topology_load(pool->topology) != 0) {
    hwloc_topology_destroy(pool->topology);
    pool->topology = NULL;
  }
  st_read_allowed(pool->topology);
  pool->threads = (pthread_t *)calloc((size_t)nthreads, sizeof(pthread_t));
  int created = 1;
  while (pool->threads && created < nthreads) {
    struct st_worker_arg *arg = (struct st_worker_arg *)malloc(sizeof *arg);
    if (!arg) break;
    arg->pool = pool;
    arg->index = created;
    if (pthread_create(&pool->threads[created], NULL, st_worker, arg) != 0) {
      free(arg);
      break;
    }
    ++created;
  }
  if (created < nthreads) {
    st_pool_release(pool, created);
    pthread_mutex_unlock(&st_pool_one_task);
    return -1;
  }
  st_pin_to_core(pool, 0);
  __atomic_store_n(&pool->started, 1, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&st_pool_one_task);
  return 0;
}

/* Runs task(ctx, t, n) on every thread t of the pool, the caller being thread 0, and
   returns when all have finished. Calls from several user threads at once are
   serialised: the pool runs one task at a time. With a job set by st_pool_beside, the
   caller runs that job while the other threads take the task's shares, then takes
   shares too; on a pool of one thread it runs the job, then the task. */
ST_MAYBE_UNUSED static void st_pool_run(st_task_fn task, void *ctx) {
  struct st_pool *pool = &st_the_pool;
  const st_beside_fn beside = st_pool_beside_fn;
  void *const beside_ctx = st_pool_beside_ctx;
  st_pool_beside_fn = NULL;
  pthread_mutex_lock(&st_pool_one_task);
  if (!pool->started || pool->nthreads == 1) {
    if (beside) beside(beside_ctx);
    task(ctx, 0, 1);
    pthread_mutex_unlock(&st_pool_one_task);
    return;
  }
  pool->task = task;
  pool->ctx = ctx;
  pool->shares = beside ? ST_POOL_BESIDE_SHARES * pool->nthreads : 0;
  pool->next_share = 0;
  __atomic_store_n(&pool->running, pool->nthreads - 1, __ATOMIC_RELAXED);
  /* Under the lock, so that a worker going to sleep either sees the new generation or
     is already waiting when the broadcast comes. */
  pthread_mutex_lock(&pool->lock);
  __atomic_store_n(&pool->generation, pool->generation + 1, __ATOMIC_RELEASE);
  pthread_cond_broadcast(&pool->wake);
  pthread_mutex_unlock(&pool->lock);
  if (beside) {
    beside(beside_ctx);
    st_pool_take_shares(pool);
  } else {
    task(ctx, 0, pool->nthreads);
  }
  static struct st_poller caller = {{0, 0}, 0};
  if (!st_poll(pool, st_task_done, 0, &caller)) {
    pthread_mutex_lock(&pool->lock);
    while (!st_task_done(pool, 0)) pthread_cond_wait(&pool->done, &pool->lock);
    pthread_mutex_unlock(&pool->lock);
  }
  pthread_mutex_unlock(&st_pool_one_task);
}

/* Elements from lower to upper (Fortran's extent; 0 when empty). */
static inline ptrdiff_t st_extent(ptrdiff_t lower, ptrdiff_t upper) { return upper >= lower ? upper - lower + 1 : 0; }

/* Asks Linux for transparent huge pages (madvise mode) for an array of several MiB,
   before its pages are touched: fewer TLB misses in a memory-bound sweep. A hint:
   refused, the pages stay small. */
static inline void st_advise_huge_pages(void *p, ptrdiff_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  const uintptr_t page = 4096u, start = ((uintptr_t)p + page - 1) / page * page;
  const uintptr_t end = bytes > 0 ? ((uintptr_t)p + (uintptr_t)bytes) / page * page : 0;
  if (bytes >= ((ptrdiff_t)4 << 20) && end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
  (void)p;
  (void)bytes;
#endif
}

/* Zeroes the box from[d]..to[d] (inclusive, in the array's own index range
   lower[d]..upper[d]) of a column-major array of `rank` dimensions. The first
   dimension is contiguous, so each run along it is one memset. */
static void st_zero_box(void *base, size_t element, int rank, const ptrdiff_t *lower, const ptrdiff_t *upper,
                        const ptrdiff_t *from, const ptrdiff_t *to) {
  ptrdiff_t stride[8], index[8];
  if (rank < 1 || rank > 8) return;
  stride[0] = 1;
  for (int d = 1; d < rank; ++d) stride[d] = stride[d - 1] * (upper[d - 1] - lower[d - 1] + 1);
  for (int d = 0; d < rank; ++d) {
    if (to[d] < from[d]) return;
    index[d] = from[d];
  }
  size_t run = (size_t)(to[0] - from[0] + 1) * element;
  for (;;) {
    ptrdiff_t offset = 0;
    for (int d = 0; d < rank; ++d) offset += (index[d] - lower[d]) * stride[d];
    memset((char *)base + (size_t)offset * element, 0, run);
    int d = 1;
    while (d < rank && ++index[d] > to[d]) {
      index[d] = from[d];
      ++d;
    }
    if (d >= rank) return;
  }
}

#endif /* STENCILTUNE_THREAD_POOL */
