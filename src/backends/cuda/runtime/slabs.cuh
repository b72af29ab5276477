// The fixed text of the CUDA library's split over several GPUs (package/gpu_slabs.h
// prints it once into each subroutine's entry file, before the entry's st_slabs_NAME).
// Host code only: C++ that nvcc compiles.
//
// The grid is cut into slabs along its slowest dimension, one slab per device of the
// list (a device may appear more than once: several slabs on one GPU run the same code,
// which is how one GPU proves the split bit for bit). Each slab holds the planes it
// computes and, of every array the nests read around along that dimension, the ghost
// planes they read of its neighbours'. A call copies each slab's planes in, runs every
// nest on every slab (the slab's part of the nest's loop along the split dimension),
// refreshes a grid's ghost planes from the neighbours that computed them before a nest
// reads around it after another nest wrote it, and copies each slab's own planes of the
// written arrays back. Arrays the split dimension does not index as their last
// dimension (a coefficient array, Himeno's a(i,j,k,4)) are only read: each slab gets a
// whole copy.
#ifndef ST_SLABS_DEFINED
#define ST_SLABS_DEFINED
#include <limits.h>

#include <algorithm>
#include <vector>

#define ST_SLABS_MAX 16

/* One array argument as the split sees it. */
typedef struct {
  const void *host;
  size_t element;         /* bytes of one element */
  size_t plane;           /* elements of one plane along the split dimension; 0: copied whole */
  size_t count;           /* elements of the whole array */
  long long lower, upper; /* its declared bounds along the split dimension */
  long long below, above; /* ghost planes the nests read of it below and above a slab */
  int written;            /* the subroutine writes it: each slab's own planes are copied back */
  /* Set by st_slabs_copy_in: the array is resident (NAME_resident_begin) and the slabs
     keep it between calls; its ghost planes are older than the neighbours' own planes
     (kept from an earlier call that wrote it); a call wrote it since the caller's copy
     was last updated; its values stayed on the slabs since the last call (no copy in).
     The entry keeps `stale` up to date at the end of a call. */
  int resident, stale, dirty, kept;
} st_SlabArray;

typedef struct {
  int device;
  long long first, last; /* the planes it computes (the first and last slab reach to the arrays' ends) */
  std::vector<void *> buffer;
  std::vector<size_t> capacity;
  std::vector<long long> held_first, held_last; /* per array: the planes it holds */
  /* A time loop blocked over time: per array it writes, a second copy of the planes the
     slab holds, which a pass writes while it reads the first (st_slabs_swap). */
  std::vector<void *> second;
  std::vector<size_t> second_capacity;
} st_Slab;

/* A subroutine's slabs, kept between calls so that their buffers are reused; and per
   device the slabs use, a high-priority stream for the ghost-plane copies and the events
   that order those copies against the kernels, which run on the device's default stream,
   without the host waiting (st_slabs_refresh). */
typedef struct {
  std::vector<st_Slab> slabs;
  std::vector<st_SlabArray> arrays;
  std::vector<int> devices;
  std::vector<cudaEvent_t> computed, copied;
  std::vector<cudaStream_t> moving;
  int overlap; /* the interior computes while ghost planes travel (STENCILTUNE_OVERLAP: 0 not, 1 so) */
  /* Resident mode: the arrays of the last call, in the order of the slabs' buffers, where
     `holding` (some of them resident, their values kept on the slabs). */
  std::vector<st_SlabArray> held;
  int holding;
} st_Slabs;

static inline size_t st_slabs_device_index(const st_Slabs *s, int device)
{
  size_t i = 0;
  while (i < s->devices.size() && s->devices[i] != device) ++i;
  return i;
}

/* The devices to split over: STENCILTUNE_DEVICES (device numbers separated by commas, a
   number repeated for several slabs on one device) or every visible device. Returns
   how many, or -1 where the list names a device that is not there or is malformed. *listed:
   the list came from the environment. */
static inline int st_slab_devices(std::vector<int> &devices, int *listed)
{
  int visible = 0;
  const char *v = getenv("STENCILTUNE_DEVICES");
  devices.clear();
  *listed = 0;
  if (cudaGetDeviceCount(&visible) != cudaSuccess) {
    (void)cudaGetLastError();
    return 0;
  }
  if (v == NULL || v[0] == '\0') {
    for (int d = 0; d < visible && d < ST_SLABS_MAX; ++d) devices.push_back(d);
    return (int)devices.size();
  }
  *listed = 1;
  for (const char *p = v; *p != '\0';) {
    char *end = NULL;
    long d = strtol(p, &end, 10);
    if (end == p || d < 0 || d >= visible || devices.size() == ST_SLABS_MAX) return -1;
    devices.push_back((int)d);
    p = end;
    if (*p == ',') ++p;
    else if (*p != '\0') return -1;
  }
  return (int)devices.size();
}

/* The time loop's steps between exchanges: STENCILTUNE_GPU_HALO_STEPS, a whole number
   >= 1, or `fallback` where it is unset or not one. */
static inline long long st_slabs_halo_steps(long long fallback)
{
  const char *v = getenv("STENCILTUNE_GPU_HALO_STEPS");
  if (v == NULL || v[0] == '\0') return fallback;
  char *end = NULL;
  const long long h = strtoll(v, &end, 10);
  return *end == '\0' && h >= 1 && h <= 1024 ? h : fallback;
}

static inline void st_slab_release(st_Slab &s)
{
  for (size_t a = 0; a < s.buffer.size(); ++a) {
    if (s.buffer[a] != NULL) {
      cudaSetDevice(s.device);
      cudaFree(s.buffer[a]);
    }
  }
  for (size_t a = 0; a < s.second.size(); ++a) {
    if (s.second[a] != NULL) {
      cudaSetDevice(s.device);
      cudaFree(s.second[a]);
    }
  }
  s.buffer.clear();
  s.capacity.clear();
  s.second.clear();
  s.second_capacity.clear();
}

/* Every device of the split idle. */
static inline cudaError_t st_slabs_wait(const st_Slabs *s)
{
  for (size_t i = 0; i < s->devices.size(); ++i) {
    cudaError_t e = cudaSetDevice(s->devices[i]);
    if (e == cudaSuccess) e = cudaDeviceSynchronize();
    if (e != cudaSuccess) return e;
  }
  return cudaSuccess;
}

/* Each slab's own planes of array x, the slabs' array a, queued for the copy into the
   caller's (the slabs' devices' default streams). */
static inline cudaError_t st_slabs_copy_back(const st_Slabs *s, const st_SlabArray &x, size_t a)
{
  for (size_t k = 0; k < s->slabs.size(); ++k) {
    const st_Slab &b = s->slabs[k];
    const long long f = b.first > x.lower ? b.first : x.lower, l = b.last < x.upper ? b.last : x.upper;
    if (l < f || x.plane == 0) continue;
    const size_t plane = x.plane * x.element;
    cudaError_t e = cudaSetDevice(b.device);
    if (e == cudaSuccess)
      e = cudaMemcpyAsync((char *)x.host + (size_t)(f - x.lower) * plane,
                          (const char *)b.buffer[a] + (size_t)(f - b.held_first[a]) * plane, (size_t)(l - f + 1) * plane,
                          cudaMemcpyDeviceToHost, 0);
    if (e != cudaSuccess) return e;
  }
  return cudaSuccess;
}

/* Resident mode: the held array `host` (every one where NULL) copied back into the
   caller's where a call wrote it; with let_go the slabs no longer hold it, and a later
   call loads it from the caller's again. The current device is kept. */
static inline cudaError_t st_slabs_give_back(st_Slabs *s, const void *host, int let_go)
{
  if (!s->holding) return cudaSuccess;
  int current = 0, copied = 0, holding = 0;
  cudaError_t e = cudaGetDevice(&current);
  for (size_t a = 0; a < s->held.size() && e == cudaSuccess; ++a) {
    const st_SlabArray &x = s->held[a];
    if (x.resident && x.dirty && (host == NULL || x.host == host)) {
      e = st_slabs_copy_back(s, x, a);
      copied = 1;
    }
  }
  if (e == cudaSuccess && copied) e = st_slabs_wait(s);
  /* Only once the copies are done: where they fail, the values stay held and dirty. */
  for (size_t a = 0; a < s->held.size() && e == cudaSuccess; ++a) {
    st_SlabArray &x = s->held[a];
    if (x.resident && (host == NULL || x.host == host)) {
      x.dirty = 0;
      if (let_go) x.resident = 0;
    }
    holding |= x.resident;
  }
  if (e == cudaSuccess) s->holding = holding;
  cudaSetDevice(current);
  return e;
}

/* st_ResidentArray's release, for the arrays a split holds. */
static inline cudaError_t st_slabs_release_held(void *holder, const void *host, int let_go)
{
  return st_slabs_give_back((st_Slabs *)holder, host, let_go);
}

/* Cuts planes [lo, hi] into one slab per device, each at least `thick` planes (the deepest
   ghost layer, so that a slab's ghost planes all come from its two neighbours). Returns 0,
   or 1 where the grid is too thin for so many slabs. Peer access is enabled between
   neighbouring devices where they allow it (their copies go directly, else through the host).
   The interior computes while ghost planes travel as STENCILTUNE_OVERLAP says (0 or 1), or
   as `overlap` (the subroutine's tuned default) where it is unset. */
static inline int st_slabs_plan(st_Slabs *s, const std::vector<int> &devices, long long lo, long long hi,
                                long long thick, int overlap)
{
  const long long n = (long long)devices.size(), planes = hi - lo + 1;
  if (n < 2 || planes / n < (thick > 1 ? thick : 1)) return 1;
  if (s->holding) {
    /* Resident arrays held on another cut are copied back first, then loaded anew. */
    int same = s->slabs.size() == (size_t)n;
    for (long long k = 0; same && k < n; ++k) {
      const st_Slab &b = s->slabs[(size_t)k];
      same = b.device == devices[(size_t)k] && b.first == (k == 0 ? LLONG_MIN / 4 : lo + k * planes / n) &&
             b.last == (k == n - 1 ? LLONG_MAX / 4 : lo + (k + 1) * planes / n - 1);
    }
    if (!same && st_slabs_give_back(s, NULL, 1) != cudaSuccess) return 1;
  }
  if (s->devices.empty() || s->slabs.size() != (size_t)n ||
      [&] {
        for (long long k = 0; k < n; ++k) {
          if (s->slabs[(size_t)k].device != devices[(size_t)k]) return true;
        }
        return false;
      }()) {
    for (size_t i = 0; i < s->devices.size(); ++i) {
      cudaSetDevice(s->devices[i]);
      cudaEventDestroy(s->computed[i]);
      cudaEventDestroy(s->copied[i]);
      cudaStreamDestroy(s->moving[i]);
    }
    s->devices.clear();
    s->computed.clear();
    s->copied.clear();
    s->moving.clear();
    for (size_t k = 0; k < devices.size(); ++k) {
      if (st_slabs_device_index(s, devices[k]) < s->devices.size()) continue;
      cudaEvent_t a, b;
      cudaStream_t m;
      int least = 0, greatest = 0;
      if (cudaSetDevice(devices[k]) != cudaSuccess || cudaDeviceGetStreamPriorityRange(&least, &greatest) != cudaSuccess ||
          cudaEventCreateWithFlags(&a, cudaEventDisableTiming) != cudaSuccess)
        return 1;
      if (cudaEventCreateWithFlags(&b, cudaEventDisableTiming) != cudaSuccess) {
        cudaEventDestroy(a);
        return 1;
      }
      if (cudaStreamCreateWithPriority(&m, cudaStreamNonBlocking, greatest) != cudaSuccess) {
        cudaEventDestroy(a);
        cudaEventDestroy(b);
        return 1;
      }
      s->devices.push_back(devices[k]);
      s->computed.push_back(a);
      s->copied.push_back(b);
      s->moving.push_back(m);
    }
  }
  {
    const char *o = getenv("STENCILTUNE_OVERLAP");
    s->overlap = o == NULL || o[0] == '\0' ? overlap : strcmp(o, "0") != 0;
  }
  if (s->slabs.size() != (size_t)n) {
    for (size_t k = 0; k < s->slabs.size(); ++k) st_slab_release(s->slabs[k]);
    s->slabs.assign((size_t)n, st_Slab());
    for (size_t k = 0; k < s->slabs.size(); ++k) s->slabs[k].device = -1;
  }
  for (long long k = 0; k < n; ++k) {
    st_Slab &b = s->slabs[(size_t)k];
    if (b.device != devices[(size_t)k]) {
      st_slab_release(b);
      b.device = devices[(size_t)k];
    }
    b.first = k == 0 ? LLONG_MIN / 4 : lo + k * planes / n;
    b.last = k == n - 1 ? LLONG_MAX / 4 : lo + (k + 1) * planes / n - 1;
    if (k > 0 && b.device != devices[(size_t)k - 1]) {
      for (int way = 0; way < 2; ++way) {
        int from = way ? b.device : devices[(size_t)k - 1], to = way ? devices[(size_t)k - 1] : b.device, can = 0;
        if (cudaDeviceCanAccessPeer(&can, from, to) == cudaSuccess && can) {
          cudaSetDevice(from);
          if (cudaDeviceEnablePeerAccess(to, 0) != cudaSuccess) (void)cudaGetLastError(); /* enabled before */
        }
      }
    }
  }
  return 0;
}

/* A buffer of the current device at least `bytes` long: `*buffer` where it is, else a new
   one in its place. */
static inline cudaError_t st_slab_reserve(void **buffer, size_t *capacity, size_t bytes)
{
  if (*buffer != NULL && *capacity >= bytes) return cudaSuccess;
  if (*buffer != NULL) cudaFree(*buffer);
  *buffer = NULL;
  *capacity = 0;
  cudaError_t e = cudaMalloc(buffer, bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) *capacity = bytes;
  return e;
}

/* Whether the slabs' held array h is array x of this call, with the same planes. */
static inline int st_slabs_same_array(const st_SlabArray &h, const st_SlabArray &x)
{
  return h.host == x.host && h.element == x.element && h.plane == x.plane && h.count == x.count &&
         h.lower == x.lower && h.upper == x.upper && h.below == x.below && h.above == x.above;
}

/* Resident mode, before the copies in: marks the arrays made resident for a split
   (st_residents) as this call's, taken over from the split that held them; and where the
   slabs still hold every array they held, reorders the slabs' buffers to this call's
   order of the arrays (a caller that swaps two grids between calls passes them the other
   way round) and marks `kept` the arrays that need no copy. Held arrays that this call
   does not pass, or passes with other planes, are copied back and let go. */
static inline cudaError_t st_slabs_take_residents(st_Slabs *s)
{
  const size_t count = s->arrays.size();
  long long below = 0, above = 0;
  for (size_t a = 0; a < count; ++a) {
    st_SlabArray &x = s->arrays[a];
    int clash = 0;
    st_ResidentArray *r = st_resident_find(&st_residents, x.host, x.count * x.element, &clash);
    x.resident = r != NULL && r->device == NULL && x.plane > 0;
    x.stale = 0;
    x.dirty = 0;
    x.kept = 0;
    if (r == NULL || r->device != NULL || r->holder == (void *)s) continue;
    /* Another split holds it: its values come back to the caller's array first (an array
       this split copies whole it does not hold, and it reads the caller's). */
    if (r->holder != NULL) {
      cudaError_t e = r->release(r->holder, r->host, 1);
      if (e != cudaSuccess) return e;
    }
    r->holder = x.resident ? (void *)s : NULL;
    r->release = x.resident ? st_slabs_release_held : NULL;
  }
  /* Every resident array held as deep as the deepest reads (the slab is at least that
     thick), so that grids the caller swaps between calls find their planes kept. */
  for (size_t a = 0; a < count; ++a) {
    if (!s->arrays[a].resident) continue;
    below = std::max(below, s->arrays[a].below);
    above = std::max(above, s->arrays[a].above);
  }
  for (size_t a = 0; a < count; ++a) {
    if (!s->arrays[a].resident) continue;
    s->arrays[a].below = below;
    s->arrays[a].above = above;
  }
  if (!s->holding) return cudaSuccess;
  std::vector<size_t> order(count, count);
  int keep = s->held.size() == count;
  for (size_t h = 0; keep && h < count; ++h) {
    if (!s->held[h].resident) continue;
    size_t a = 0;
    while (a < count && !(s->arrays[a].resident && st_slabs_same_array(s->held[h], s->arrays[a]))) ++a;
    keep = a < count && order[a] == count;
    if (keep) order[a] = h;
  }
  if (!keep) return st_slabs_give_back(s, NULL, 1);
  /* The buffers no resident array keeps go to the other arrays, in order. */
  std::vector<char> taken(count, 0);
  for (size_t a = 0; a < count; ++a) {
    if (order[a] < count) taken[order[a]] = 1;
  }
  for (size_t a = 0, h = 0; a < count; ++a) {
    if (order[a] < count) continue;
    while (taken[h]) ++h;
    order[a] = h;
    taken[h] = 1;
  }
  for (size_t k = 0; k < s->slabs.size(); ++k) {
    st_Slab &b = s->slabs[k];
    b.second.resize(count, NULL);
    b.second_capacity.resize(count, 0);
    const st_Slab was = b;
    for (size_t a = 0; a < count; ++a) {
      b.buffer[a] = was.buffer[order[a]];
      b.capacity[a] = was.capacity[order[a]];
      b.held_first[a] = was.held_first[order[a]];
      b.held_last[a] = was.held_last[order[a]];
      b.second[a] = was.second[order[a]];
      b.second_capacity[a] = was.second_capacity[order[a]];
    }
  }
  for (size_t a = 0; a < count; ++a) {
    st_SlabArray &x = s->arrays[a];
    const st_SlabArray &h = s->held[order[a]];
    if (!x.resident || !h.resident) continue;
    x.kept = 1;
    x.dirty = h.dirty;
    x.stale = h.stale; /* as the last call left its ghost planes */
  }
  /* What the slabs hold now, in the buffers' new order (should the call fail before
     st_slabs_copy_out, the next finds them where they are). */
  s->held = s->arrays;
  for (size_t a = 0; a < count; ++a) s->held[a].resident = s->arrays[a].kept;
  return cudaSuccess;
}

/* Each slab's planes of every array copied in (a whole copy of an array not split), on
   its device's default stream, but for the resident arrays the slabs still hold; the
   pinned registrations make the copies to several devices run at once. */
static inline cudaError_t st_slabs_copy_in(st_Slabs *s, st_PinnedArray *pinned, int slots, unsigned long long *tick)
{
  const size_t count = s->arrays.size();
  cudaError_t e = st_slabs_take_residents(s);
  if (e != cudaSuccess) return e;
  for (size_t a = 0; a < count; ++a) {
    const st_SlabArray &x = s->arrays[a];
    if (!x.kept) st_pin(pinned, slots, tick, x.host, x.count * x.element);
  }
  for (size_t k = 0; k < s->slabs.size(); ++k) {
    st_Slab &b = s->slabs[k];
    e = cudaSetDevice(b.device);
    if (e != cudaSuccess) return e;
    b.buffer.resize(count, NULL);
    b.capacity.resize(count, 0);
    b.held_first.resize(count, 0);
    b.held_last.resize(count, -1);
    for (size_t a = 0; a < count; ++a) {
      if (s->arrays[a].kept) continue;
      const st_SlabArray &x = s->arrays[a];
      size_t offset = 0, bytes = x.count * x.element;
      b.held_first[a] = 0;
      b.held_last[a] = -1;
      if (x.plane > 0) {
        const long long f = b.first - x.below > x.lower ? b.first - x.below : x.lower;
        const long long l = b.last + x.above < x.upper ? b.last + x.above : x.upper;
        b.held_first[a] = f;
        b.held_last[a] = l;
        offset = l < f ? 0 : (size_t)(f - x.lower) * x.plane * x.element;
        bytes = l < f ? 0 : (size_t)(l - f + 1) * x.plane * x.element;
      }
      e = st_slab_reserve(&b.buffer[a], &b.capacity[a], bytes);
      if (e != cudaSuccess) return e;
      if (bytes > 0) {
        e = cudaMemcpyAsync(b.buffer[a], (const char *)x.host + offset, bytes, cudaMemcpyHostToDevice, 0);
        if (e != cudaSuccess) return e;
      }
    }
  }
  return cudaSuccess;
}

/* Array a on slab k as the kernels index it: the address its declared lower bound along
   the split dimension would have (the slab holds planes from held_first[a] on). */
static inline void *st_slabs_pointer(const st_Slabs *s, size_t k, size_t a)
{
  const st_Slab &b = s->slabs[k];
  const st_SlabArray &x = s->arrays[a];
  if (x.plane == 0) return b.buffer[a];
  return (void *)((uintptr_t)b.buffer[a] - (uintptr_t)((b.held_first[a] - x.lower) * (long long)(x.plane * x.element)));
}

/* A second copy of array a's held planes on every slab (after st_slabs_copy_in), for the
   passes of a time loop blocked over time to write, holding the first's values: a pass
   writes only the slab's own planes and, in the ghost planes, reads the points no nest
   writes (the boundary), which must keep the caller's values in both copies. A resident
   array the slabs kept since the last call has them there already (no pass writes them),
   so a call of one step does not pay a copy of the whole slab. Every call that loads an
   array calls it, passes or not (a single step run nest by nest): a later call that
   keeps the array trusts the second copy. */
static inline cudaError_t st_slabs_seconds(st_Slabs *s, size_t a)
{
  for (size_t k = 0; k < s->slabs.size(); ++k) {
    st_Slab &b = s->slabs[k];
    const st_SlabArray &x = s->arrays[a];
    const long long planes = b.held_last[a] - b.held_first[a] + 1;
    const size_t bytes = x.plane == 0 ? x.count * x.element : (size_t)(planes > 0 ? planes : 0) * x.plane * x.element;
    b.second.resize(s->arrays.size(), NULL);
    b.second_capacity.resize(s->arrays.size(), 0);
    const int filled = x.kept && b.second[a] != NULL && b.second_capacity[a] >= bytes;
    cudaError_t e = cudaSetDevice(b.device);
    if (e != cudaSuccess) return e;
    e = st_slab_reserve(&b.second[a], &b.second_capacity[a], bytes);
    if (e != cudaSuccess) return e;
    if (bytes > 0 && !filled) {
      e = cudaMemcpyAsync(b.second[a], b.buffer[a], bytes, cudaMemcpyDeviceToDevice, 0);
      if (e != cudaSuccess) return e;
    }
  }
  return cudaSuccess;
}

/* Array a's second copy on slab k, indexed as st_slabs_pointer indexes the first. */
static inline void *st_slabs_second_pointer(const st_Slabs *s, size_t k, size_t a)
{
  const st_Slab &b = s->slabs[k];
  const st_SlabArray &x = s->arrays[a];
  if (x.plane == 0) return b.second[a];
  return (void *)((uintptr_t)b.second[a] - (uintptr_t)((b.held_first[a] - x.lower) * (long long)(x.plane * x.element)));
}

/* After a pass: the second copy of array a, which the pass wrote, becomes the first on
   every slab (the one the exchanges, the next pass and st_slabs_copy_out read). */
static inline void st_slabs_swap(st_Slabs *s, size_t a)
{
  for (size_t k = 0; k < s->slabs.size(); ++k) {
    st_Slab &b = s->slabs[k];
    std::swap(b.buffer[a], b.second[a]);
    std::swap(b.capacity[a], b.second_capacity[a]);
  }
}

/* Planes [p, q] of array a copied from slab `from` into slab `to`, on the receiving
   device's copy stream once both devices have computed everything queued before
   (their `computed` events: the sender wrote the planes, the receiver may still read
   the ghost planes they replace). */
static inline cudaError_t st_slabs_move(const st_Slabs *s, size_t a, size_t from, size_t to, long long p, long long q)
{
  if (q < p) return cudaSuccess;
  const st_SlabArray &x = s->arrays[a];
  const st_Slab &f = s->slabs[from], &t = s->slabs[to];
  const size_t plane = x.plane * x.element, bytes = (size_t)(q - p + 1) * plane;
  char *dst = (char *)t.buffer[a] + (size_t)(p - t.held_first[a]) * plane;
  const char *src = (const char *)f.buffer[a] + (size_t)(p - f.held_first[a]) * plane;
  const size_t i = st_slabs_device_index(s, t.device);
  cudaError_t e = cudaSetDevice(t.device);
  if (e == cudaSuccess) e = cudaStreamWaitEvent(s->moving[i], s->computed[st_slabs_device_index(s, f.device)], 0);
  if (e == cudaSuccess && f.device != t.device) e = cudaStreamWaitEvent(s->moving[i], s->computed[i], 0);
  if (e != cudaSuccess) return e;
  if (f.device == t.device) return cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, s->moving[i]);
  return cudaMemcpyPeerAsync(dst, t.device, src, f.device, bytes, s->moving[i]);
}

/* Starts the refresh of the ghost planes of the arrays marked stale that the next nest
   reads around (`reads`, `count` of them), taken from the neighbours that computed them;
   the marks are cleared. The copies run on each receiving device's copy stream and the
   host does not wait. *travelling is 1 where copies are under way and the nest may
   compute its interior (the planes whose reads stay inside the slab's own) before
   st_slabs_refresh_end: where `overlappable` (the nest writes none of the arrays it reads
   around) and overlap is on. Otherwise it is 0 and the refresh is complete on the
   devices' default streams: the next kernels wait for it. */
static inline cudaError_t st_slabs_refresh_begin(st_Slabs *s, int *stale, const int *reads, int count, int overlappable,
                                                 int *travelling);

/* Ends a refresh: each device's later kernels wait for every device's copies, those that
   fill its ghost planes and those that read planes the kernels may overwrite (the
   `copied` events). */
static inline cudaError_t st_slabs_refresh_end(st_Slabs *s)
{
  cudaError_t e = cudaSuccess;
  for (size_t i = 0; i < s->devices.size() && e == cudaSuccess; ++i) {
    e = cudaSetDevice(s->devices[i]);
    if (e == cudaSuccess) e = cudaEventRecord(s->copied[i], s->moving[i]);
  }
  for (size_t i = 0; i < s->devices.size() && e == cudaSuccess; ++i) {
    e = cudaSetDevice(s->devices[i]);
    for (size_t j = 0; j < s->devices.size() && e == cudaSuccess; ++j) e = cudaStreamWaitEvent(0, s->copied[j], 0);
  }
  return e;
}

static inline cudaError_t st_slabs_refresh_begin(st_Slabs *s, int *stale, const int *reads, int count, int overlappable,
                                                 int *travelling)
{
  *travelling = 0;
  int any = 0;
  for (int r = 0; r < count; ++r) any |= stale[reads[r]];
  if (!any) return cudaSuccess;
  cudaError_t e = cudaSuccess;
  for (size_t i = 0; i < s->devices.size() && e == cudaSuccess; ++i) {
    e = cudaSetDevice(s->devices[i]);
    if (e == cudaSuccess) e = cudaEventRecord(s->computed[i], 0);
  }
  if (e != cudaSuccess) return e;
  for (int r = 0; r < count; ++r) {
    const size_t a = (size_t)reads[r];
    if (!stale[a]) continue;
    stale[a] = 0;
    for (size_t k = 0; k < s->slabs.size(); ++k) {
      const st_Slab &b = s->slabs[k];
      if (k > 0) e = st_slabs_move(s, a, k - 1, k, b.held_first[a], b.first - 1);
      if (e == cudaSuccess && k + 1 < s->slabs.size()) e = st_slabs_move(s, a, k + 1, k, b.last + 1, b.held_last[a]);
      if (e != cudaSuccess) return e;
    }
  }
  if (overlappable && s->overlap) {
    *travelling = 1;
    return cudaSuccess;
  }
  return st_slabs_refresh_end(s);
}

/* Each slab's own planes of the written arrays copied back into the caller's, except the
   resident ones, which the slabs keep (marked dirty for NAME_resident_sync and _end) and
   which make the slabs hold this call's arrays. Waits for the devices unless every array
   is resident (no copy from or into the caller's arrays may still be under way). */
static inline cudaError_t st_slabs_copy_out(st_Slabs *s)
{
  int copies = 0;
  s->holding = 0;
  for (size_t a = 0; a < s->arrays.size(); ++a) {
    st_SlabArray &x = s->arrays[a];
    s->holding |= x.resident;
    copies |= !x.resident;
    if (x.resident && x.written) x.dirty = 1;
  }
  s->held = s->arrays;
  for (size_t a = 0; a < s->arrays.size(); ++a) {
    const st_SlabArray &x = s->arrays[a];
    if (!x.written || x.plane == 0 || x.resident) continue;
    cudaError_t e = st_slabs_copy_back(s, x, a);
    if (e != cudaSuccess) return e;
  }
  return copies ? st_slabs_wait(s) : cudaSuccess;
}
#endif
