// The system's SQLite, for ReflowSQLite: Apple's SDKs ship it; on Linux it is Debian's
// libsqlite3-dev (`apt-get install libsqlite3-dev`).
#include <sqlite3.h>
