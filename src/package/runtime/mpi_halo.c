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
   nothing is received and the ghost layers keep what the caller put there. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ST_MH_MAX_DIMS 3

/* One grid with ghost layers: its first element and its declared bounds along the grid
   dimensions (dimensions beyond the grid's have one element). */
typedef struct {
  unsigned char *base;
  size_t element_bytes;
  long lower[ST_MH_MAX_DIMS], extent[ST_MH_MAX_DIMS];
} st_mh_grid;

/* What the stencil needs of its block: the loop bounds (inclusive, Fortran indices) and
   the ghost layers read below and above them along each dimension. */
typedef struct {
  int dims;
  long lo[ST_MH_MAX_DIMS], hi[ST_MH_MAX_DIMS];
  long need_below[ST_MH_MAX_DIMS], need_above[ST_MH_MAX_DIMS];
  int diagonal;
} st_mh_stencil;

/* A box of indices, inclusive, along every dimension. */
typedef struct {
  long lo[ST_MH_MAX_DIMS], hi[ST_MH_MAX_DIMS];
} st_mh_box;

static size_t st_mh_box_points(const st_mh_box *b) {
  size_t n = 1;
  for (int d = 0; d < ST_MH_MAX_DIMS; ++d) n *= (size_t)(b->hi[d] - b->lo[d] + 1);
  return n;
}

/* Copies the box between a grid and a packed buffer (to the buffer when `pack`), a row of
   the first dimension at a time; returns the bytes moved. */
static size_t st_mh_copy(const st_mh_grid *g, const st_mh_box *b, unsigned char *buffer, int pack) {
  size_t row = (size_t)(b->hi[0] - b->lo[0] + 1) * g->element_bytes, moved = 0;
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

/* The layers of dimension d from `first` to `last`, over the interior of the other
   dimensions, or where corners are read over their ghost layers too: those of the
   dimensions before d hold what their exchange brought, those after d either the
   caller's boundary values at a non-periodic edge (which the neighbour along d needs in
   its corners) or what their own exchange, later, overwrites. */
static st_mh_box st_mh_slab(const st_mh_stencil *s, int d, long first, long last) {
  st_mh_box b;
  for (int e = 0; e < ST_MH_MAX_DIMS; ++e) {
    if (e >= s->dims) {
      b.lo[e] = b.hi[e] = 1;
    } else if (e == d) {
      b.lo[e] = first;
      b.hi[e] = last;
    } else if (s->diagonal) {
      b.lo[e] = s->lo[e] - s->need_below[e];
      b.hi[e] = s->hi[e] + s->need_above[e];
    } else {
      b.lo[e] = s->lo[e];
      b.hi[e] = s->hi[e];
    }
  }
  return b;
}

/* Fills the ghost layers of `grids` from the neighbours of the Cartesian communicator
   `comm` (its dimensions the grid's first `cart_dims`). Returns an MPI error code,
   MPI_SUCCESS when every message arrived. */
static int st_mh_exchange(MPI_Comm comm, int cart_dims, const st_mh_stencil *s, const st_mh_grid *grids,
                          int count) {
  for (int d = 0; d < cart_dims; ++d) {
    int below, above;
    int rc = MPI_Cart_shift(comm, d, 1, &below, &above);
    if (rc != MPI_SUCCESS) return rc;
    if (below == MPI_PROC_NULL && above == MPI_PROC_NULL) continue;
    /* What goes down fills the lower neighbour's layers above its interior, and the
       other way round. */
    st_mh_box send_down = st_mh_slab(s, d, s->lo[d], s->lo[d] + s->need_above[d] - 1);
    st_mh_box send_up = st_mh_slab(s, d, s->hi[d] - s->need_below[d] + 1, s->hi[d]);
    st_mh_box from_above = st_mh_slab(s, d, s->hi[d] + 1, s->hi[d] + s->need_above[d]);
    st_mh_box from_below = st_mh_slab(s, d, s->lo[d] - s->need_below[d], s->lo[d] - 1);
    size_t down_bytes = 0, up_bytes = 0;
    for (int g = 0; g < count; ++g) {
      down_bytes += st_mh_box_points(&send_down) * grids[g].element_bytes;
      up_bytes += st_mh_box_points(&send_up) * grids[g].element_bytes;
    }
    unsigned char *buffer = (unsigned char *)malloc(2 * (down_bytes + up_bytes) + 1);
    if (!buffer) return MPI_ERR_NO_MEM;
    unsigned char *out_down = buffer, *out_up = out_down + down_bytes;
    unsigned char *in_above = out_up + up_bytes, *in_below = in_above + down_bytes;
    MPI_Request requests[4];
    int n = 0;
    /* Tags: 2d for a message going down, 2d+1 going up; a rank that is its own neighbour
       (one rank along a periodic dimension) tells its two messages apart by them. */
    if (above != MPI_PROC_NULL && down_bytes)
      rc = MPI_Irecv(in_above, (int)down_bytes, MPI_BYTE, above, 2 * d, comm, &requests[n++]);
    if (rc == MPI_SUCCESS && below != MPI_PROC_NULL && up_bytes)
      rc = MPI_Irecv(in_below, (int)up_bytes, MPI_BYTE, below, 2 * d + 1, comm, &requests[n++]);
    if (rc == MPI_SUCCESS && below != MPI_PROC_NULL && down_bytes) {
      size_t at = 0;
      for (int g = 0; g < count; ++g) at += st_mh_copy(&grids[g], &send_down, out_down + at, 1);
      rc = MPI_Isend(out_down, (int)down_bytes, MPI_BYTE, below, 2 * d, comm, &requests[n++]);
    }
    if (rc == MPI_SUCCESS && above != MPI_PROC_NULL && up_bytes) {
      size_t at = 0;
      for (int g = 0; g < count; ++g) at += st_mh_copy(&grids[g], &send_up, out_up + at, 1);
      rc = MPI_Isend(out_up, (int)up_bytes, MPI_BYTE, above, 2 * d + 1, comm, &requests[n++]);
    }
    if (rc == MPI_SUCCESS) rc = MPI_Waitall(n, requests, MPI_STATUSES_IGNORE);
    if (rc == MPI_SUCCESS && above != MPI_PROC_NULL && down_bytes) {
      size_t at = 0;
      for (int g = 0; g < count; ++g) at += st_mh_copy(&grids[g], &from_above, in_above + at, 0);
    }
    if (rc == MPI_SUCCESS && below != MPI_PROC_NULL && up_bytes) {
      size_t at = 0;
      for (int g = 0; g < count; ++g) at += st_mh_copy(&grids[g], &from_below, in_below + at, 0);
    }
    free(buffer);
    if (rc != MPI_SUCCESS) return rc;
  }
  return MPI_SUCCESS;
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
