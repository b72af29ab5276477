/* The halo exchange of the MPI entries (libNAME_mpi.a), printed into NAME_mpi.c ahead of
   the entries as static functions, so that the library defines no symbol but its entries.

   A rank's block is its grids as the original declares them with the call's sizes: the
   loop bounds (the same for every grid) are the points it computes, the layers between
   them and each grid's declared bounds its ghost layers. Before the kernel runs, the
   ghost layers the stencil reads are filled from the Cartesian neighbours, one grid
   dimension after another (Cartesian dimension d is the grid's dimension d, the first
   Fortran index first): along dimension d each rank sends its lowest interior layers to
   the neighbour below and its highest to the neighbour above, every grid in one message
   per neighbour. Where the stencil reads diagonal neighbours, the layers sent along d
   include the ghost layers of the other dimensions, which carries edges and corners on
   without messages of their own. At a non-periodic edge (MPI_PROC_NULL)
   nothing is received and the ghost layers keep what the caller put there.

   A grid may live in GPU memory (st_mh_grid.device, the MPI entries over the CUDA
   library): its boxes are then packed and unpacked by kernels on a stream of their own
   and staged through page-locked host buffers, by the functions the entry defines as
   ST_MH_DEVICE_COPY, ST_MH_DEVICE_WAIT, ST_MH_DEVICE_FENCE, ST_MH_HOST_ALLOC and
   ST_MH_HOST_FREE before this text (mpi_package.cpp prints them; the kernels are in
   mpi_device.cu). */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Functions an entry may not call (only the overlapped mode drives the messages on). */
#if defined(__GNUC__)
#define ST_MH_MAYBE_UNUSED __attribute__((unused))
#define ST_MH_INLINE inline __attribute__((always_inline))
#else
#define ST_MH_MAYBE_UNUSED
#define ST_MH_INLINE inline
#endif

#define ST_MH_MAX_DIMS 3
#define ST_MH_MAX_GRIDS 16 /* grids read at offsets (mpi_refusal) */

/* One grid with ghost layers: its first element, its declared bounds along the grid
   dimensions (dimensions beyond the grid's have one element) and the ghost layers the
   stencil reads of it below and above the loop bounds along each dimension (a grid
   read only at +1 along a dimension needs no layer below: its array may have none). */
typedef struct {
  unsigned char *base;
  int device; /* base is GPU memory (ST_MH_DEVICE_COPY) */
  size_t element_bytes;
  long lower[ST_MH_MAX_DIMS], extent[ST_MH_MAX_DIMS];
  long need_below[ST_MH_MAX_DIMS], need_above[ST_MH_MAX_DIMS];
} st_mh_grid;

/* What the stencil needs of its block: the loop bounds (inclusive, Fortran indices) and
   the most ghost layers it reads of any grid below and above them along each dimension. */
typedef struct {
  int dims;
  long lo[ST_MH_MAX_DIMS], hi[ST_MH_MAX_DIMS];
  long need_below[ST_MH_MAX_DIMS], need_above[ST_MH_MAX_DIMS];
  int diagonal;
} st_mh_stencil;

/* The seconds one rank spent in each phase of an entry's calls, added up from its first
   call (NAME_mpi_times reads them): the kernel on the block (in the overlapped mode the
   time after the exchange until the block is done: the part of the interior not hidden
   behind the exchange, and the shell), packing the layers sent, waiting for the messages,
   and unpacking the layers received; and, where the nests run one by one, the steps
   between exchanges the last call used (0: an exchange before every nest). */
typedef struct {
  double calls, compute, pack, wait, unpack, halo_steps;
} st_mh_times;

/* A box of indices, inclusive, along every dimension. */
typedef struct {
  long lo[ST_MH_MAX_DIMS], hi[ST_MH_MAX_DIMS];
} st_mh_box;

static size_t st_mh_box_points(const st_mh_box *b) {
  size_t n = 1;
  for (int d = 0; d < ST_MH_MAX_DIMS; ++d) n *= (size_t)(b->hi[d] - b->lo[d] + 1);
  return n;
}

#ifndef ST_MH_DEVICE_COPY
#define ST_MH_HOST_ALLOC(bytes) malloc(bytes)
#define ST_MH_HOST_FREE(p) free(p)
#endif

/* Copies the box between a grid and a packed buffer (as st_mh_copy) where its rows along
   the first dimension are short (at most ST_MH_SHORT_ROW elements of `size` bytes): element
   by element. The layers along the first dimension are rows of one to a few elements, a
   grid's row apart, for which a call of memcpy an element costs about as much again as
   the element's own load. Inlined where `size` is a constant, its memcpy is one load and
   one store, exact whatever the element's type. */
#define ST_MH_SHORT_ROW 8
static ST_MH_INLINE void st_mh_copy_short_rows(const st_mh_grid *g, const st_mh_box *b, unsigned char *buffer,
                                               int pack, size_t size) {
  const long count = b->hi[0] - b->lo[0] + 1;
  const size_t stride = (size_t)g->extent[0] * size;
  for (long k = b->lo[2]; k <= b->hi[2]; ++k) {
    unsigned char *row =
        g->base + (size_t)((b->lo[0] - g->lower[0]) +
                           g->extent[0] * ((b->lo[1] - g->lower[1]) + g->extent[1] * (k - g->lower[2]))) *
                      size;
    for (long j = b->lo[1]; j <= b->hi[1]; ++j, row += stride) {
      for (long i = 0; i < count; ++i, buffer += size) {
        if (pack) {
          memcpy(buffer, row + (size_t)i * size, size);
        } else {
          memcpy(row + (size_t)i * size, buffer, size);
        }
      }
    }
  }
}

/* Copies the box between a grid and a packed buffer (to the buffer when `pack`), a row of
   the first dimension at a time; returns the bytes moved, 0 where a GPU copy failed. */
static size_t st_mh_copy(const st_mh_grid *g, const st_mh_box *b, unsigned char *buffer, int pack) {
#ifdef ST_MH_DEVICE_COPY
  if (g->device) return ST_MH_DEVICE_COPY(g->base, g->element_bytes, g->lower, g->extent, b->lo, b->hi, buffer, pack);
#endif
  const long count = b->hi[0] - b->lo[0] + 1;
  if (count <= ST_MH_SHORT_ROW && g->element_bytes == 8) {
    st_mh_copy_short_rows(g, b, buffer, pack, 8);
    return st_mh_box_points(b) * 8;
  }
  if (count <= ST_MH_SHORT_ROW && g->element_bytes == 4) {
    st_mh_copy_short_rows(g, b, buffer, pack, 4);
    return st_mh_box_points(b) * 4;
  }
  size_t row = (size_t)count * g->element_bytes, moved = 0;
  for (long k = b->lo[2]; k <= b->hi[2]; ++k) {
    for (long j = b->lo[1]; j <= b->hi[1]; ++j) {
      size_t at = (size_t)((b->lo[0] - g->lower[0]) +
                           g->extent[0] * ((j - g->lower[1]) + g->extent[1] * (k - g->lower[2])));
      unsigned char *element = g->base + at * g->element_bytes;
      if (pack) {
        memcpy(buffer + moved, element, row);
      } else {
        memcpy(element, buffer + moved, row);
      }
      moved += row;
    }
  }
  return moved;
}

/* The layers of grid g along dimension d from `first` to `last`, over the interior of
   the other dimensions, or where corners are read over g's ghost layers too: those of the
   dimensions before d hold what their exchange brought, those after d either the
   caller's boundary values at a non-periodic edge (which the neighbour along d needs in
   its corners) or what their own exchange, later, overwrites. */
static st_mh_box st_mh_slab(const st_mh_stencil *s, const st_mh_grid *g, int d, long first, long last) {
  st_mh_box b;
  for (int e = 0; e < ST_MH_MAX_DIMS; ++e) {
    if (e >= s->dims) {
      b.lo[e] = b.hi[e] = 1;
    } else if (e == d) {
      b.lo[e] = first;
      b.hi[e] = last;
    } else if (s->diagonal) {
      b.lo[e] = s->lo[e] - g->need_below[e];
      b.hi[e] = s->hi[e] + g->need_above[e];
    } else {
      b.lo[e] = s->lo[e];
      b.hi[e] = s->hi[e];
    }
  }
  return b;
}

/* What one exchange along one dimension needs, made once per shape: the neighbours, each
   grid's boxes sent and received, one buffer per direction and message, and persistent
   requests on them (MPI_Send_init and MPI_Recv_init). */
typedef struct {
  int below, above;
  st_mh_box send_down[ST_MH_MAX_GRIDS], send_up[ST_MH_MAX_GRIDS];
  st_mh_box from_above[ST_MH_MAX_GRIDS], from_below[ST_MH_MAX_GRIDS];
  size_t down_bytes, up_bytes;
  unsigned char *out_down, *out_up, *in_above, *in_below;
  MPI_Request requests[4];
  int count; /* requests in use */
} st_mh_direction;

/* An entry's exchange, kept between calls while the communicator, its neighbours, the
   block's bounds and the grids' element sizes stay the same. An entry is called by one
   thread at a time (as MPI without MPI_THREAD_MULTIPLE requires anyway). */
typedef struct {
  int ready;
  MPI_Comm comm;
  int cart_dims, grids;
  st_mh_stencil stencil;
  size_t element_bytes[ST_MH_MAX_GRIDS];
  long need_below[ST_MH_MAX_GRIDS][ST_MH_MAX_DIMS], need_above[ST_MH_MAX_GRIDS][ST_MH_MAX_DIMS];
  st_mh_direction along[ST_MH_MAX_DIMS];
  unsigned char *buffer;
  int at; /* the dimension whose messages are in flight (st_mh_start) */
} st_mh_plan;

static void st_mh_forget(st_mh_plan *plan) {
  if (!plan->ready) return;
  for (int d = 0; d < plan->cart_dims; ++d) {
    for (int r = 0; r < plan->along[d].count; ++r) MPI_Request_free(&plan->along[d].requests[r]);
  }
  ST_MH_HOST_FREE(plan->buffer);
  memset(plan, 0, sizeof *plan);
}

/* Whether `plan` was made for this call: the same communicator with the same neighbours
   (a communicator freed and another made may take its handle), bounds and grids. */
static int st_mh_fits(const st_mh_plan *plan, MPI_Comm comm, int cart_dims, const st_mh_stencil *s,
                      const st_mh_grid *grids, int count) {
  if (!plan->ready || plan->comm != comm || plan->cart_dims != cart_dims || plan->grids != count) return 0;
  const st_mh_stencil *was = &plan->stencil;
  if (was->dims != s->dims || was->diagonal != s->diagonal) return 0;
  for (int d = 0; d < ST_MH_MAX_DIMS; ++d) {
    if (was->lo[d] != s->lo[d] || was->hi[d] != s->hi[d] || was->need_below[d] != s->need_below[d] ||
        was->need_above[d] != s->need_above[d])
      return 0;
  }
  for (int g = 0; g < count; ++g) {
    if (plan->element_bytes[g] != grids[g].element_bytes) return 0;
    for (int d = 0; d < ST_MH_MAX_DIMS; ++d) {
      if (plan->need_below[g][d] != grids[g].need_below[d] || plan->need_above[g][d] != grids[g].need_above[d])
        return 0;
    }
  }
  for (int d = 0; d < cart_dims; ++d) {
    int below, above;
    if (MPI_Cart_shift(comm, d, 1, &below, &above) != MPI_SUCCESS) return 0;
    if (below != plan->along[d].below || above != plan->along[d].above) return 0;
  }
  return 1;
}

static int st_mh_make(st_mh_plan *plan, MPI_Comm comm, int cart_dims, const st_mh_stencil *s,
                      const st_mh_grid *grids, int count) {
  st_mh_forget(plan);
  plan->comm = comm;
  plan->cart_dims = cart_dims;
  plan->grids = count;
  plan->stencil = *s;
  size_t total = 0;
  for (int g = 0; g < count; ++g) {
    plan->element_bytes[g] = grids[g].element_bytes;
    memcpy(plan->need_below[g], grids[g].need_below, sizeof grids[g].need_below);
    memcpy(plan->need_above[g], grids[g].need_above, sizeof grids[g].need_above);
  }
  for (int d = 0; d < cart_dims; ++d) {
    st_mh_direction *a = &plan->along[d];
    int rc = MPI_Cart_shift(comm, d, 1, &a->below, &a->above);
    if (rc != MPI_SUCCESS) return rc;
    /* What goes down fills the lower neighbour's layers above its interior, and the
       other way round; a grid with no layers to fill along d adds nothing. */
    for (int g = 0; g < count; ++g) {
      const st_mh_grid *x = &grids[g];
      a->send_down[g] = st_mh_slab(s, x, d, s->lo[d], s->lo[d] + x->need_above[d] - 1);
      a->send_up[g] = st_mh_slab(s, x, d, s->hi[d] - x->need_below[d] + 1, s->hi[d]);
      a->from_above[g] = st_mh_slab(s, x, d, s->hi[d] + 1, s->hi[d] + x->need_above[d]);
      a->from_below[g] = st_mh_slab(s, x, d, s->lo[d] - x->need_below[d], s->lo[d] - 1);
      a->down_bytes += st_mh_box_points(&a->send_down[g]) * x->element_bytes;
      a->up_bytes += st_mh_box_points(&a->send_up[g]) * x->element_bytes;
    }
    total += 2 * (a->down_bytes + a->up_bytes);
  }
  plan->buffer = (unsigned char *)ST_MH_HOST_ALLOC(total + 1);
  if (!plan->buffer) return MPI_ERR_NO_MEM;
  plan->ready = 1;
  unsigned char *next = plan->buffer;
  for (int d = 0; d < cart_dims; ++d) {
    st_mh_direction *a = &plan->along[d];
    a->out_down = next;
    a->out_up = a->out_down + a->down_bytes;
    a->in_above = a->out_up + a->up_bytes;
    a->in_below = a->in_above + a->down_bytes;
    next = a->in_below + a->up_bytes;
    /* Tags: 2d for a message going down, 2d+1 going up; a rank that is its own neighbour
       (one rank along a periodic dimension) tells its two messages apart by them. */
    int rc = MPI_SUCCESS;
    if (a->above != MPI_PROC_NULL && a->down_bytes)
      rc = MPI_Recv_init(a->in_above, (int)a->down_bytes, MPI_BYTE, a->above, 2 * d, comm, &a->requests[a->count++]);
    if (rc == MPI_SUCCESS && a->below != MPI_PROC_NULL && a->up_bytes)
      rc = MPI_Recv_init(a->in_below, (int)a->up_bytes, MPI_BYTE, a->below, 2 * d + 1, comm, &a->requests[a->count++]);
    if (rc == MPI_SUCCESS && a->below != MPI_PROC_NULL && a->down_bytes)
      rc = MPI_Send_init(a->out_down, (int)a->down_bytes, MPI_BYTE, a->below, 2 * d, comm, &a->requests[a->count++]);
    if (rc == MPI_SUCCESS && a->above != MPI_PROC_NULL && a->up_bytes)
      rc = MPI_Send_init(a->out_up, (int)a->up_bytes, MPI_BYTE, a->above, 2 * d + 1, comm, &a->requests[a->count++]);
    if (rc != MPI_SUCCESS) return rc;
  }
  return MPI_SUCCESS;
}

/* The exchange along one dimension in three steps: pack its layers and post its
   messages; wait (or test) for them; unpack what arrived. Each adds its seconds to
   `times` unless that is NULL. */
static int st_mh_post(st_mh_plan *plan, st_mh_times *times, const st_mh_grid *grids, int count, int d) {
  st_mh_direction *a = &plan->along[d];
  double t0 = MPI_Wtime();
  size_t at = 0;
  if (a->below != MPI_PROC_NULL)
    for (int g = 0; g < count; ++g) at += st_mh_copy(&grids[g], &a->send_down[g], a->out_down + at, 1);
  at = 0;
  if (a->above != MPI_PROC_NULL)
    for (int g = 0; g < count; ++g) at += st_mh_copy(&grids[g], &a->send_up[g], a->out_up + at, 1);
#ifdef ST_MH_DEVICE_COPY
  /* The GPU's packing and copies to the host buffers done before the messages go. */
  if (ST_MH_DEVICE_WAIT()) return MPI_ERR_OTHER;
#endif
  if (times) times->pack += MPI_Wtime() - t0;
  return MPI_Startall(a->count, a->requests);
}

static int st_mh_unpack(st_mh_plan *plan, st_mh_times *times, const st_mh_grid *grids, int count, int d) {
  st_mh_direction *a = &plan->along[d];
  double t0 = MPI_Wtime();
  size_t at = 0;
  if (a->above != MPI_PROC_NULL)
    for (int g = 0; g < count; ++g) at += st_mh_copy(&grids[g], &a->from_above[g], a->in_above + at, 0);
  at = 0;
  if (a->below != MPI_PROC_NULL)
    for (int g = 0; g < count; ++g) at += st_mh_copy(&grids[g], &a->from_below[g], a->in_below + at, 0);
  int rc = MPI_SUCCESS;
#ifdef ST_MH_DEVICE_COPY
  /* Unpacked before the next dimension packs these layers, or a kernel reads them. */
  if (ST_MH_DEVICE_WAIT()) rc = MPI_ERR_OTHER;
#endif
  if (times) times->unpack += MPI_Wtime() - t0;
  return rc;
}

/* Posts the next dimension with messages after `d` (plan->at: the dimension in flight,
   cart_dims when every one is done). */
static int st_mh_next(st_mh_plan *plan, st_mh_times *times, const st_mh_grid *grids, int count, int d) {
  plan->at = d;
  while (plan->at < plan->cart_dims && !plan->along[plan->at].count) ++plan->at;
  return plan->at < plan->cart_dims ? st_mh_post(plan, times, grids, count, plan->at) : MPI_SUCCESS;
}

/* Starts filling the ghost layers of `grids` from the neighbours of the Cartesian
   communicator `comm` (its dimensions the grid's first `cart_dims`), with the plan kept in
   `plan` (made again when the shape changed): the first dimension's messages posted. The
   dimensions go one after another (a later one's layers carry what an earlier one
   brought: edges and corners), so st_mh_progress posts each when the one before has
   arrived, and st_mh_finish waits for the rest. `grids` must stay the same until then.
   Each returns an MPI error code, MPI_SUCCESS when nothing failed. */
static int st_mh_start(st_mh_plan *plan, st_mh_times *times, MPI_Comm comm, int cart_dims, const st_mh_stencil *s,
                       const st_mh_grid *grids, int count) {
  if (!st_mh_fits(plan, comm, cart_dims, s, grids, count)) {
    int rc = st_mh_make(plan, comm, cart_dims, s, grids, count);
    if (rc != MPI_SUCCESS) {
      st_mh_forget(plan);
      return rc;
    }
  }
#ifdef ST_MH_DEVICE_COPY
  /* The packing waits for the kernels queued before the exchange (which wrote the layers
     sent), not for those queued after it (the overlapped mode's interior). */
  if (ST_MH_DEVICE_FENCE()) return MPI_ERR_OTHER;
#endif
  return st_mh_next(plan, times, grids, count, 0);
}

/* Lets the messages in flight progress (the overlapped mode calls it between pieces of the
   interior): when the dimension in flight has arrived, unpacks it and posts the next. */
ST_MH_MAYBE_UNUSED static int st_mh_progress(st_mh_plan *plan, st_mh_times *times, const st_mh_grid *grids,
                                             int count) {
  while (plan->at < plan->cart_dims) {
    st_mh_direction *a = &plan->along[plan->at];
    int done = 0;
    double t0 = MPI_Wtime();
    int rc = MPI_Testall(a->count, a->requests, &done, MPI_STATUSES_IGNORE);
    if (times) times->wait += MPI_Wtime() - t0;
    if (rc != MPI_SUCCESS) return rc;
    if (!done) return MPI_SUCCESS;
    rc = st_mh_unpack(plan, times, grids, count, plan->at);
    if (rc == MPI_SUCCESS) rc = st_mh_next(plan, times, grids, count, plan->at + 1);
    if (rc != MPI_SUCCESS) return rc;
  }
  return MPI_SUCCESS;
}

static int st_mh_finish(st_mh_plan *plan, st_mh_times *times, const st_mh_grid *grids, int count) {
  while (plan->at < plan->cart_dims) {
    st_mh_direction *a = &plan->along[plan->at];
    double t0 = MPI_Wtime();
    int rc = MPI_Waitall(a->count, a->requests, MPI_STATUSES_IGNORE);
    if (times) times->wait += MPI_Wtime() - t0;
    if (rc != MPI_SUCCESS) return rc;
    rc = st_mh_unpack(plan, times, grids, count, plan->at);
    if (rc == MPI_SUCCESS) rc = st_mh_next(plan, times, grids, count, plan->at + 1);
    if (rc != MPI_SUCCESS) return rc;
  }
  return MPI_SUCCESS;
}

/* The whole exchange: st_mh_start, then st_mh_finish. */
static int st_mh_exchange(st_mh_plan *plan, st_mh_times *times, MPI_Comm comm, int cart_dims,
                          const st_mh_stencil *s, const st_mh_grid *grids, int count) {
  int rc = st_mh_start(plan, times, comm, cart_dims, s, grids, count);
  return rc == MPI_SUCCESS ? st_mh_finish(plan, times, grids, count) : rc;
}

/* The whole exchange as a job for the calling thread while the pool's other threads
   compute the interior (the overlapped mode in one piece on the CPU: st_pool_beside in
   the variant's runtime): its arguments, whether it ran, its MPI code and when it was
   done (MPI_Wtime). */
typedef struct {
  st_mh_plan *plan;
  st_mh_times *times;
  MPI_Comm comm;
  int cart_dims;
  const st_mh_stencil *stencil;
  const st_mh_grid *grids;
  int count;
  int ran;
  int rc;
  double done_at;
} st_mh_beside;

ST_MH_MAYBE_UNUSED static void st_mh_beside_run(void *p) {
  st_mh_beside *b = (st_mh_beside *)p;
  b->ran = 1;
  b->rc = st_mh_exchange(b->plan, b->times, b->comm, b->cart_dims, b->stencil, b->grids, b->count);
  b->done_at = MPI_Wtime();
}

/* The checks every rank makes before anything is exchanged or written, agreed on by all:
   the first rank (by number) that found a fault says what it is on standard error, every
   other rank that the call stopped, and every rank returns the fault's code. `why` is
   this rank's message (empty: none) and `code` its code (0: none). */
static int st_mh_agree(MPI_Comm comm, const char *entry, int code, const char *why) {
  int rank = 0, size = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &size);
  int mine[2] = {code ? rank : size, code}, first[2] = {size, 0};
  /* The lowest failing rank and, from a second reduction, its code. */
  MPI_Allreduce(&mine[0], &first[0], 1, MPI_INT, MPI_MIN, comm);
  if (first[0] == size) return 0;
  int its = first[0] == rank ? code : 0;
  MPI_Allreduce(&its, &first[1], 1, MPI_INT, MPI_MAX, comm);
  if (code) {
    fprintf(stderr, "%s: error on rank %d: %s; nothing was computed\n", entry, rank, why);
  } else {
    fprintf(stderr, "%s: rank %d stops: rank %d found an error; nothing was computed\n", entry, rank, first[0]);
  }
  return first[1];
}
