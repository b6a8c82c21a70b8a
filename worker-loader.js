// Starts the computer player's web worker: loads the wasm-bindgen script and
// initialises its wasm, both files of this site beside this one.
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' });
