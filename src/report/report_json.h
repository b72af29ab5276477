// report.json: the report model in a stable schema (src/report/report.schema.json,
// checked by the test suite). A figure that was not measured is absent or null, never 0.
#pragma once

#include <nlohmann/json.hpp>

#include "report/report_model.h"

namespace st {

inline constexpr int report_version = 1;

nlohmann::ordered_json to_json(const Report& report);

}  // namespace st
