//! Capital and small letters of the site's own texts, without the standard
//! library's Unicode case tables (about 12 KB of data in every bundle that
//! changes the case of a non-ASCII letter).
//!
//! The texts are English and Czech, so the letters handled are those of the
//! Latin-1 Supplement and Latin Extended-A blocks besides ASCII, as Unicode maps
//! them one to one; any other character is left as it is.

/// The capital of `c` (`č` → `Č`), or `c` itself.
pub fn upper(c: char) -> char {
    let code = c as u32;
    let mapped = match code {
        0x61..=0x7a => code - 0x20,
        0xe0..=0xfe if code != 0xf7 => code - 0x20,
        0xff => 0x178,
        0x100..=0x17f => match code {
            0x131 => 0x49,
            0x17f => 0x53,
            // Ĺ … ň and Ź … ž pair an odd capital with the even small letter.
            0x139..=0x148 | 0x179..=0x17e if code.is_multiple_of(2) => code - 1,
            0x139..=0x148 | 0x179..=0x17e => code,
            0x130 | 0x138 | 0x149 | 0x178 => code,
            _ if !code.is_multiple_of(2) => code - 1,
            _ => code,
        },
        _ => code,
    };
    char::from_u32(mapped).unwrap_or(c)
}

/// The small letter of `c` (`Č` → `č`), or `c` itself.
pub fn lower(c: char) -> char {
    let code = c as u32;
    let mapped = match code {
        0x41..=0x5a => code + 0x20,
        0xc0..=0xde if code != 0xd7 => code + 0x20,
        0x178 => 0xff,
        0x100..=0x17f => match code {
            0x139..=0x148 | 0x179..=0x17e if !code.is_multiple_of(2) => code + 1,
            0x139..=0x148 | 0x179..=0x17e => code,
            0x130 | 0x131 | 0x138 | 0x149 | 0x17f => code,
            _ if code.is_multiple_of(2) => code + 1,
            _ => code,
        },
        _ => code,
    };
    char::from_u32(mapped).unwrap_or(c)
}

/// `text` with its first letter in capitals (a name that opens a line).
pub fn capitalize(text: &str) -> String {
    first_as(text, upper)
}

/// `text` with its first letter small (for use inside a sentence).
pub fn lower_first(text: &str) -> String {
    first_as(text, lower)
}

/// `text` with `case` applied to its first letter.
fn first_as(text: &str, case: fn(char) -> char) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| std::iter::once(case(c)).chain(chars).collect())
        .unwrap_or_default()
}

/// `text` in small letters.
pub fn lowercase(text: &str) -> String {
    text.chars().map(lower).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where the standard library maps a letter of these blocks to one letter of
    /// these blocks, the two agree; elsewhere the letter is left alone.
    #[test]
    fn agrees_with_unicode_on_the_latin_blocks() {
        let within = |c: char| (c as u32) < 0x180;
        for c in (0..0x180u32).filter_map(char::from_u32) {
            let std_upper: Vec<char> = c.to_uppercase().collect();
            match std_upper[..] {
                [u] if within(u) => assert_eq!(upper(c), u, "capital of {c}"),
                _ => assert_eq!(upper(c), c, "capital of {c}"),
            }
            let std_lower: Vec<char> = c.to_lowercase().collect();
            match std_lower[..] {
                [l] if within(l) => assert_eq!(lower(c), l, "small letter of {c}"),
                _ => assert_eq!(lower(c), c, "small letter of {c}"),
            }
        }
    }

    #[test]
    fn czech_words() {
        assert_eq!(capitalize("černý"), "Černý");
        assert_eq!(capitalize("žlutá strana"), "Žlutá strana");
        assert_eq!(lower_first("Řada"), "řada");
        assert_eq!(lowercase("ČERVENÝ Ůl"), "červený ůl");
        assert_eq!(capitalize(""), "");
        assert_eq!(upper('→'), '→');
    }
}
