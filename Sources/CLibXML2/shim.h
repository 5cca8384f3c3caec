#if !__has_include(<libxml/xmlversion.h>)
#error "flowlint needs libxml2's headers, found through pkg-config (Debian and Ubuntu: apt-get install libxml2-dev pkg-config)"
#endif
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, and its encoding header then includes the system's ICU
// headers, which clash with the copy Foundation carries whenever one module sees both. flowlint
// never touches libxml2's ICU converters, whose fields sit at the end of a struct it only
// reaches through pointers, so the headers are read as if ICU were off.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

// libxml2's deallocator is a global variable, which Swift's strict concurrency will not read.
static inline void flowlint_xml_free(void *memory) { xmlFree(memory); }
