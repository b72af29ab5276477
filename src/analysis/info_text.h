// StencilInfo as the few lines a performance engineer reads first: the nest, its
// grids and offsets, the radius, flops and bytes per point, and the verdict.
#pragma once

#include <string>

#include "analysis/stencil_info.h"

namespace st {

std::string to_text(const StencilInfo& info);

}  // namespace st
