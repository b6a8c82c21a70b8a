// Starts the computer player's web worker: loads the wasm-bindgen script and
// initialises its wasm, both files of this site beside this one.
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' }).catch((e) => {
  // A wasm that cannot be loaded is an error of the worker, which the page hears
  // (a rejected promise alone would stay inside the worker).
  setTimeout(() => { throw e; });
});
