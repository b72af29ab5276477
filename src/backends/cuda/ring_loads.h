// A cell of the ring as vector reads see it (RX > 1).
#pragma once

namespace st::cuda {

// RX > 1 from a ring: the vector register holding the cell of the point being printed
// at `offsets`, and which of its elements.
struct VectorCell {
  long long plane, row, chunk;
  int element;
};

}  // namespace st::cuda
