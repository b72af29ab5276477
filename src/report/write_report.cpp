#include "report/write_report.h"

#include <filesystem>

#include "report/report_json.h"
#include "report/report_markdown.h"
#include "report/roofline_svg.h"
#include "report/stages_svg.h"
#include "support/atomic_file.h"

namespace st {

std::vector<std::string> write_report(const Report& report, const std::string& out_dir) {
  std::vector<std::string> charts;
  for (const auto& [name, svg] :
       {std::pair{"roofline.svg", roofline_svg(report)}, std::pair{"stages.svg", stages_svg(report)}}) {
    if (svg.empty()) {
      // A chart of an earlier run would show figures this run did not measure.
      std::error_code ignored;
      std::filesystem::remove(out_dir + "/" + name, ignored);
      continue;
    }
    write_file_atomically(out_dir + "/" + name, svg);
    charts.push_back(name);
  }
  // Names that are not UTF-8 (a file argument in another encoding) are replaced, not fatal.
  write_file_atomically(out_dir + "/report.json",
                        to_json(report).dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n");
  write_file_atomically(out_dir + "/report.md", report_markdown(report, charts));
  std::vector<std::string> written = {"report.json", "report.md"};
  written.insert(written.end(), charts.begin(), charts.end());
  return written;
}

}  // namespace st
