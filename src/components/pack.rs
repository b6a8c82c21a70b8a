//! A text (a lesson, a study) packed for an address and back: raw deflate by the
//! browser's `CompressionStream` and `DecompressionStream`, then base64url
//! ([`abstrakta_engine::link`]). `abstrakta lesson link` packs the same way.

use abstrakta_engine::link::{self, LinkError};
use js_sys::{Array, Reflect, Uint8Array};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    /// The browser's `CompressionStream` or `DecompressionStream` (web-sys has
    /// them only behind an unstable flag): a readable and a writable side.
    type Transform;
    /// A `CompressionStream` of `format`.
    #[wasm_bindgen(constructor, js_class = "CompressionStream", catch)]
    fn deflate(format: &str) -> Result<Transform, JsValue>;
    /// A `DecompressionStream` of `format`.
    #[wasm_bindgen(constructor, js_class = "DecompressionStream", catch)]
    fn inflate(format: &str) -> Result<Transform, JsValue>;
    #[wasm_bindgen(method, getter)]
    fn readable(this: &Transform) -> web_sys::ReadableStream;
    #[wasm_bindgen(method, getter)]
    fn writable(this: &Transform) -> web_sys::WritableStream;
}

/// Unpacks an address's lesson: base64url, then raw deflate by the browser's
/// `DecompressionStream`, read a piece at a time and given up past
/// [`link::MAX_LINK_TEXT`] bytes.
pub async fn unpack(data: &str) -> Result<String, LinkError> {
    let bytes = link::decode(data)?;
    let text = through(&bytes, Transform::inflate("deflate-raw")).await?;
    String::from_utf8(text).map_err(|_| LinkError::NotText)
}

/// Packs a lesson's `text` for an address (the `data=` of its link).
///
/// # Errors
/// The text is longer than a link carries, or the browser cannot pack it.
pub async fn pack(text: &str) -> Result<String, LinkError> {
    if text.len() > link::MAX_LINK_TEXT {
        return Err(LinkError::TooLarge);
    }
    let packed = through(text.as_bytes(), Transform::deflate("deflate-raw")).await?;
    let data = link::encode(&packed);
    if data.len() > link::MAX_LINK_CHARS {
        return Err(LinkError::TooLong(data.len()));
    }
    Ok(data)
}

/// `bytes` passed through `transform`, given up past [`link::MAX_LINK_TEXT`].
async fn through(bytes: &[u8], transform: Result<Transform, JsValue>) -> Result<Vec<u8>, LinkError> {
    let transform = transform.map_err(|_| LinkError::NotPacked)?;
    let parts = Array::of1(&Uint8Array::from(bytes));
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts).map_err(|_| LinkError::NotPacked)?;
    let pair = web_sys::ReadableWritablePair::new(&transform.readable(), &transform.writable());
    read_all(blob.stream().pipe_through(&pair), link::MAX_LINK_TEXT).await
}

/// The bytes of `stream`, a piece at a time, given up past `most`.
async fn read_all(stream: web_sys::ReadableStream, most: usize) -> Result<Vec<u8>, LinkError> {
    let reader: web_sys::ReadableStreamDefaultReader = stream.get_reader().unchecked_into();
    let mut text = Vec::new();
    loop {
        let chunk = JsFuture::from(reader.read()).await.map_err(|_| LinkError::NotPacked)?;
        let done = Reflect::get(&chunk, &JsValue::from_str("done"))
            .ok()
            .and_then(|d| d.as_bool());
        if done != Some(false) {
            break;
        }
        let value = Reflect::get(&chunk, &JsValue::from_str("value")).map_err(|_| LinkError::NotPacked)?;
        let piece: Uint8Array = value.dyn_into().map_err(|_| LinkError::NotPacked)?;
        text.extend(piece.to_vec());
        if text.len() > most {
            let _ = reader.cancel();
            return Err(LinkError::TooLarge);
        }
    }
    Ok(text)
}

/// The site's address without its fragment, for links made here.
pub fn site() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|href| href.split('#').next().unwrap_or_default().to_string())
        .unwrap_or_default()
}

/// An `<iframe>` of `src`, escaped for HTML.
pub fn iframe(src: &str, (width, height): (u32, u32), title: &str) -> String {
    let escape = |t: &str| t.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;");
    format!(
        "<iframe src=\"{}\" width=\"{width}\" height=\"{height}\" title=\"{}\" loading=\"lazy\" style=\"border:0\"></iframe>",
        escape(src),
        escape(title)
    )
}
