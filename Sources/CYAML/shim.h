// Without libyaml's headers the module would fail with hundreds of errors about the names it
// declares; one line says what to install instead.
#if !__has_include(<yaml.h>)
#error "flowlint needs libyaml's headers, found through pkg-config (Debian and Ubuntu: apt-get install libyaml-dev pkg-config; macOS: brew install libyaml pkg-config)"
#else
#include <yaml.h>
#endif
