//! Texts packed for the site's addresses: lessons and studies.

/// `text` packed for an address: raw deflate, then base64url (what the site
/// unpacks with the browser's `DecompressionStream("deflate-raw")`).
///
/// # Errors
/// The text or its packed form is longer than a link carries.
pub fn packed(text: &str) -> Result<String, String> {
    use abstrakta_engine::link;
    if text.len() > link::MAX_LINK_TEXT {
        return Err(format!(
            "{} bytes of text; a link carries at most {}",
            text.len(),
            link::MAX_LINK_TEXT
        ));
    }
    let data = link::encode(&miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9));
    if data.len() > link::MAX_LINK_CHARS {
        return Err(link::LinkError::TooLong(data.len()).to_string());
    }
    Ok(data)
}
