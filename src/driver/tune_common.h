// What the CPU and CUDA drivers share: the search engine the command line names, and the
// report's search summary from a search's result and its space.
#pragma once

#include <string>
#include <vector>

#include "driver/options.h"
#include "report/report_model.h"
#include "strategy/param_space.h"
#include "strategy/search.h"

namespace st {

Engine search_engine(Search s);

// Fills `rs` from `result` and `space` (pruned families, legal count); `ran` is false
// for --no-tune; `params` are the --param assignments, listed as fixed.
void fill_search_report(ReportSearch& rs, const SearchResult& result, const ParamSpace& space, bool ran,
                        const std::vector<std::string>& params);

}  // namespace st
