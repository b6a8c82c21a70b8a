// The page's loading screen: Trunk calls this initializer while it fetches and
// starts the app's wasm (index.html, data-initializer). It shows how much of the
// wasm has arrived, as a bar and in kilobytes, and what went wrong if it fails.
// The app removes the loading frame when it starts (src/bin/app.rs), then the
// page registers its offline support (index.html, the 'abstrakta-started' event).

// The app's wasm in bytes as the browser reads it (after any decompression), written
// by scripts/post-build.mjs; 0 in the source, when only kilobytes are shown.
const WASM_BYTES = 0;

export default function loader() {
  const bar = () => document.getElementById('loading-bar');
  const note = () => document.getElementById('loading-bytes');
  const cs = () => document.documentElement.lang === 'cs' || navigator.language.startsWith('cs');
  return {
    onStart: () => {
      bar()?.removeAttribute('hidden');
    },
    onProgress: ({ current, total }) => {
      // `total` is the length on the wire (compressed when the host compresses);
      // `current` counts the bytes after decompression.
      const whole = WASM_BYTES || (total >= current ? total : 0);
      const kb = Math.round(current / 1024);
      if (bar() && whole) bar().value = Math.min(1, current / whole);
      if (note()) {
        note().textContent = whole
          ? `${kb} / ${Math.round(whole / 1024)} KB`
          : `${kb} KB`;
      }
    },
    onComplete: () => {},
    onSuccess: () => {},
    onFailure: (error) => {
      const text = document.querySelector('#loading .loading-text');
      if (!text) return;
      text.textContent = cs()
        ? `Hry se nepodařilo načíst (${error}). Zkontrolujte připojení a načtěte stránku znovu.`
        : `The games could not be loaded (${error}). Check the connection and reload the page.`;
      text.classList.add('loading-failed');
    },
  };
}
