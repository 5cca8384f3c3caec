#if canImport(CLibXML2)
import CLibXML2
#else
import libxml2
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The libxml2 functions `XMLElementReader` calls, opened when the first storyboard is read.
///
/// flowlint does not link libxml2: loading it pulls in ICU, and the two cost every run about
/// 1 ms of start-up (an eighth of a small flow's whole check) though most runs read no storyboard.
/// The types still come from libxml2's headers, so each signature below is the one the build's
/// headers declare, and the library opened is the one those headers belong to.
struct LibXML2: @unchecked Sendable {
    // @unchecked: C function pointers, written once and only called.
    typealias CreatePushParser = @convention(c) (
        UnsafeMutablePointer<xmlSAXHandler>?, UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?
    ) -> UnsafeMutablePointer<xmlParserCtxt>?

    let createPushParser: CreatePushParser
    let useOptions: @convention(c) (UnsafeMutablePointer<xmlParserCtxt>?, Int32) -> Int32
    let parseChunk: @convention(c) (UnsafeMutablePointer<xmlParserCtxt>?, UnsafePointer<CChar>?, Int32, Int32) -> Int32
    let stopParser: @convention(c) (UnsafeMutablePointer<xmlParserCtxt>?) -> Void
    let freeParser: @convention(c) (UnsafeMutablePointer<xmlParserCtxt>?) -> Void
    let freeDocument: @convention(c) (UnsafeMutablePointer<xmlDoc>?) -> Void
    let setSAXVersion: @convention(c) (UnsafeMutablePointer<xmlSAXHandler>?, Int32) -> Int32
    let decodeEntities: @convention(c) (
        UnsafeMutablePointer<xmlParserCtxt>?, UnsafePointer<xmlChar>?, Int32, Int32, xmlChar, xmlChar, xmlChar
    ) -> UnsafeMutablePointer<xmlChar>?
    let lineNumber: @convention(c) (UnsafeMutableRawPointer?) -> Int32
    let columnNumber: @convention(c) (UnsafeMutableRawPointer?) -> Int32
    /// Frees what libxml2 allocated, with the allocator libxml2 itself uses (its `xmlFree`),
    /// rather than assuming that is the C library's `free` this binary was linked with.
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// Why libxml2 could not be opened, in words for a finding.
    struct Unavailable: Error {
        var reason: String
    }

    /// Opened once per process; libxml2 sets up its global state here too, which it does not do
    /// safely from two threads at a time, as storyboards checked in parallel would.
    static let shared: Result<LibXML2, Unavailable> = open(libraryName)

    static let libraryName: String = {
        #if canImport(Darwin)
        return "/usr/lib/libxml2.2.dylib"
        #else
        return sharedObjectName(headerVersion: Int(LIBXML_VERSION))
        #endif
    }()

    /// libxml2 2.14 changed its ABI, and its soname with it.
    static func sharedObjectName(headerVersion: Int) -> String {
        headerVersion >= 21400 ? "libxml2.so.16" : "libxml2.so.2"
    }

    static func open(_ libraryName: String) -> Result<LibXML2, Unavailable> {
        // Kept open once its functions are found: they are used until the process ends.
        guard let handle = dlopen(libraryName, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(Unavailable(reason: lastError(or: "\(libraryName) could not be opened")))
        }
        do {
            let functions = try LibXML2(
                createPushParser: symbol("xmlCreatePushParserCtxt", in: handle),
                useOptions: symbol("xmlCtxtUseOptions", in: handle),
                parseChunk: symbol("xmlParseChunk", in: handle),
                stopParser: symbol("xmlStopParser", in: handle),
                freeParser: symbol("xmlFreeParserCtxt", in: handle),
                freeDocument: symbol("xmlFreeDoc", in: handle),
                setSAXVersion: symbol("xmlSAXVersion", in: handle),
                decodeEntities: symbol("xmlStringLenDecodeEntities", in: handle),
                lineNumber: symbol("xmlSAX2GetLineNumber", in: handle),
                columnNumber: symbol("xmlSAX2GetColumnNumber", in: handle),
                // A variable holding the function libxml2 frees with.
                free: (try symbol("xmlFree", in: handle) as UnsafeMutableRawPointer)
                    .load(as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self)
            )
            let initialize: @convention(c) () -> Void = try symbol("xmlInitParser", in: handle)
            initialize()
            return .success(functions)
        } catch {
            dlclose(handle)
            return .failure(error)
        }
    }

    private static func symbol<Function>(_ name: String, in handle: UnsafeMutableRawPointer) throws(Unavailable) -> Function {
        guard let address = dlsym(handle, name) else {
            throw Unavailable(reason: lastError(or: "libxml2 has no \(name)"))
        }
        return unsafeBitCast(address, to: Function.self)
    }

    private static func lastError(or fallback: String) -> String {
        dlerror().map { String(cString: $0) } ?? fallback
    }
}
