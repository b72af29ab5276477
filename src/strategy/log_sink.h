// Where the strategy, the search and the tuning database send their log lines. Each
// module prefixes its lines with a fixed tag so that a run's log can be filtered by
// stage (STYLE.md point 7); an empty sink discards them.
#pragma once

#include <functional>
#include <string>

namespace st {

// Receives one complete line, prefix included, without the trailing newline.
using LogSink = std::function<void(const std::string& line)>;

inline constexpr const char* strategy_log_prefix = "[stenciltune:strategy] ";
inline constexpr const char* search_log_prefix = "[stenciltune:search] ";
inline constexpr const char* tuning_db_log_prefix = "[stenciltune:tuning-db] ";

inline void log_line(const LogSink& sink, const char* prefix, const std::string& text) {
  if (sink) sink(prefix + text);
}

}  // namespace st
