//! Data in an address: base64url (RFC 4648 §5, no padding), the form in which
//! a lesson (compressed with raw deflate, RFC 1951) or a viewer's annotations
//! travel in a link's fragment. The compression itself is the caller's (the
//! browser's `DecompressionStream`, the command line's deflate): this module
//! only turns bytes into address-safe text and back, with limits.

use alloc::string::String;
use alloc::vec::Vec;
use base64::alphabet;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use base64::{DecodeError, Engine as _};

/// The most characters of base64url data an address may carry (about 12 KB of
/// bytes): links stay short enough for any browser, chat or mail.
pub const MAX_LINK_CHARS: usize = 16 * 1024;

/// The most bytes of text a lesson in an address may unpack to.
pub const MAX_LINK_TEXT: usize = 32 * 1024;

/// Why data in an address does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// Longer than [`MAX_LINK_CHARS`] characters.
    #[error("the data is {0} characters long; a link carries at most {MAX_LINK_CHARS}", MAX_LINK_CHARS = MAX_LINK_CHARS)]
    TooLong(usize),
    /// Nothing given.
    #[error("the data is empty")]
    Empty,
    /// A character outside base64url's alphabet, at this place (from 1).
    #[error("the character \u{201c}{0}\u{201d} at place {1} is not base64url (A–Z, a–z, 0–9, - and _): the link was cut or changed")]
    BadCharacter(char, usize),
    /// A length that no bytes encode to (a character too many or too few).
    #[error("the data is cut short: the link was not copied whole")]
    Truncated,
    /// The packed data does not unpack (not raw deflate, or cut short).
    #[error("the data does not unpack: the link was cut or changed")]
    NotPacked,
    /// It unpacks to more than [`MAX_LINK_TEXT`] bytes.
    #[error("the data unpacks to more than {MAX_LINK_TEXT} bytes", MAX_LINK_TEXT = MAX_LINK_TEXT)]
    TooLarge,
    /// It unpacks to something that is not UTF-8 text.
    #[error("the data is not text")]
    NotText,
}

/// base64url without padding; a reader that takes padding or none, and the
/// unused bits of the last character as they come.
const BASE64URL: GeneralPurpose = GeneralPurpose::new(
    &alphabet::URL_SAFE,
    GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_padding_mode(DecodePaddingMode::Indifferent)
        .with_decode_allow_trailing_bits(true),
);

/// `bytes` as base64url without padding.
#[must_use]
pub fn encode(bytes: &[u8]) -> String {
    BASE64URL.encode(bytes)
}

/// Reads base64url (padding `=` allowed at the end, and ignored).
///
/// # Errors
/// Too long, empty, a character outside the alphabet, or a length no bytes
/// encode to.
pub fn decode(text: &str) -> Result<Vec<u8>, LinkError> {
    let text = text.trim_end_matches('=');
    if text.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong(text.len()));
    }
    if text.is_empty() {
        return Err(LinkError::Empty);
    }
    BASE64URL.decode(text).map_err(|e| match e {
        DecodeError::InvalidByte(at, _) | DecodeError::InvalidLastSymbol(at, _) => {
            // `at` is the byte where a character starts: name it and its place.
            let c = text.get(at..).and_then(|t| t.chars().next()).unwrap_or('?');
            let place = text.get(..at).map_or(at, |t| t.chars().count()) + 1;
            LinkError::BadCharacter(c, place)
        }
        DecodeError::InvalidLength(_) | DecodeError::InvalidPadding => LinkError::Truncated,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn bytes_go_there_and_back() {
        for len in 0..40u8 {
            let bytes: Vec<u8> = (0..len).map(|i| i.wrapping_mul(37) ^ 0xa5).collect();
            let text = encode(&bytes);
            assert!(text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
            if len > 0 {
                assert_eq!(decode(&text).unwrap(), bytes, "{len} bytes");
            }
        }
        // RFC 4648's examples, in the URL-safe alphabet and without padding.
        assert_eq!(encode(b"foobar"), "Zm9vYmFy");
        assert_eq!(encode(b"fo"), "Zm8");
        assert_eq!(encode(&[0xfb, 0xff]), "-_8");
        assert_eq!(decode("Zm8=").unwrap(), b"fo");
    }

    #[test]
    fn what_is_not_base64url_is_refused_by_name() {
        assert_eq!(decode(""), Err(LinkError::Empty));
        assert_eq!(decode("Zm9v+mFy"), Err(LinkError::BadCharacter('+', 5)));
        assert_eq!(decode("Zmé9vmFy"), Err(LinkError::BadCharacter('é', 3)));
        assert_eq!(decode("Zm9=vmFy"), Err(LinkError::BadCharacter('=', 4)));
        assert_eq!(decode("Zm9vY"), Err(LinkError::Truncated));
        let long = "A".repeat(MAX_LINK_CHARS + 4);
        assert_eq!(decode(&long), Err(LinkError::TooLong(MAX_LINK_CHARS + 4)));
        assert!(LinkError::BadCharacter('+', 5).to_string().contains("place 5"));
    }

    /// Each reason is a clause that a page's sentence goes on after ("…: {reason}.
    /// Nothing else was changed."): no sentence's end of its own.
    #[test]
    fn reasons_are_clauses_of_a_sentence() {
        let all = [
            LinkError::TooLong(MAX_LINK_CHARS + 1),
            LinkError::Empty,
            LinkError::BadCharacter('%', 1),
            LinkError::Truncated,
            LinkError::NotPacked,
            LinkError::TooLarge,
            LinkError::NotText,
        ];
        for e in all {
            let text = e.to_string();
            assert!(!text.ends_with(['.', '?', '!']), "{text}");
            assert!(text.starts_with(|c: char| c.is_lowercase()), "{text}");
        }
    }
}
