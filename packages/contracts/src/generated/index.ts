// The schemas of the modules the code generator wrote (one export line each, added with the module).
// codegen:exports
export {};
