// StencilInfo as JSON (what --emit=info prints). Field names are stable: later stages,
// reports and users' scripts read them.
#pragma once

#include <nlohmann/json.hpp>

#include "analysis/stencil_info.h"

namespace st {

nlohmann::ordered_json to_json(const StencilInfo& info);
nlohmann::ordered_json to_json(const NestInfo& nest);

}  // namespace st
