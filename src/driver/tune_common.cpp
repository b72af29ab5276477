#include "driver/tune_common.h"

namespace st {

Engine search_engine(Search s) {
  switch (s) {
    case Search::Exhaustive: return Engine::Exhaustive;
    case Search::Random: return Engine::Random;
    case Search::Hill: return Engine::Hill;
    case Search::Auto: return Engine::Auto;
  }
  return Engine::Auto;
}

void fill_search_report(ReportSearch& rs, const SearchResult& result, const ParamSpace& space, bool ran,
                        const std::vector<std::string>& params) {
  rs.ran = ran;
  rs.engine = result.summary.engine;
  rs.why = result.summary.why;
  rs.stopped = stop_reason_name(result.summary.stopped);
  rs.tried = result.summary.tried;
  rs.measured = result.summary.measured;
  rs.from_database = result.summary.from_database;
  rs.invalid = result.summary.invalid;
  rs.invalid_reasons.assign(result.summary.invalid_reasons.begin(), result.summary.invalid_reasons.end());
  SpaceTally tally = space.tally();
  rs.space_total = tally.total;
  rs.legal = tally.legal;
  rs.pruned = tally.pruned;
  for (const std::string& assignment : params) rs.fixed.push_back(assignment + ": --param");
  rs.seconds = result.summary.elapsed_seconds;
}

}  // namespace st
