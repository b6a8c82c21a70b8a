//! A board's still picture (its squares or hollows, frame and coordinates)
//! written as one piece of SVG markup that the browser's own parser turns into
//! elements in one step. Made element by element, the 165 squares of Thud and
//! their coordinates cost a call from wasm for every element and attribute, and
//! a long task on a slow phone; as text they are one call. The picture changes
//! only when the board is flipped or the language changes; otherwise Yew finds
//! the same text and leaves the elements as they are.

use std::fmt::{self, Display, Write};

use yew::{AttrValue, Html};

/// A coordinate or length as an SVG attribute writes it: to a hundredth of a
/// unit, with integer formatting only (the code of float formatting would be a
/// good part of an embedded board's download).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Svg(pub f64);

impl fmt::Display for Svg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Coordinates are far below i64's range; NaN writes 0.
        let hundredths = (self.0 * 100.0).round() as i64;
        let sign = if hundredths < 0 { "-" } else { "" };
        let (whole, part) = (hundredths.unsigned_abs() / 100, hundredths.unsigned_abs() % 100);
        match part {
            0 => write!(f, "{sign}{whole}"),
            p if p % 10 == 0 => write!(f, "{sign}{whole}.{}", p / 10),
            p => write!(f, "{sign}{whole}.{p:02}"),
        }
    }
}

/// [`Svg`] as an attribute's text.
pub trait SvgText {
    /// The number as an SVG attribute writes it.
    fn svg(self) -> String;
}

impl SvgText for f64 {
    fn svg(self) -> String {
        Svg(self).to_string()
    }
}

/// SVG elements written as text; [`Markup::into_html`] makes them a part of a
/// page. Attribute values and text are escaped.
#[derive(Debug, Default)]
pub struct Markup(String);

/// The characters of a value with `&`, `<`, `>` and `"` escaped.
struct Escaped<'a>(&'a mut String);

impl Write for Escaped<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            match c {
                '&' => self.0.push_str("&amp;"),
                '<' => self.0.push_str("&lt;"),
                '>' => self.0.push_str("&gt;"),
                '"' => self.0.push_str("&quot;"),
                c => self.0.push(c),
            }
        }
        Ok(())
    }
}

impl Markup {
    /// Opens element `tag` with attributes `attrs` (names, then values written
    /// as they display).
    pub fn open(&mut self, tag: &str, attrs: &[(&str, &dyn Display)]) -> &mut Self {
        self.0.push('<');
        self.0.push_str(tag);
        for (name, value) in attrs {
            self.0.push(' ');
            self.0.push_str(name);
            self.0.push_str("=\"");
            // Writing to a string does not fail.
            let _ = write!(Escaped(&mut self.0), "{value}");
            self.0.push('"');
        }
        self.0.push('>');
        self
    }

    /// Closes element `tag`.
    pub fn close(&mut self, tag: &str) -> &mut Self {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
        self
    }

    /// An element `tag` with attributes `attrs` and nothing inside.
    pub fn empty(&mut self, tag: &str, attrs: &[(&str, &dyn Display)]) -> &mut Self {
        self.open(tag, attrs).close(tag)
    }

    /// The rectangle under a whole board picture of `width` by `height` (a
    /// grid's size), of class `class`, its corners rounded by `rx`.
    pub fn background(&mut self, (width, height): (f64, f64), class: &str, rx: u8) -> &mut Self {
        self.empty(
            "rect",
            &[
                ("class", &class),
                ("x", &0),
                ("y", &0),
                ("width", &Svg(width)),
                ("height", &Svg(height)),
                ("rx", &rx),
            ],
        )
    }

    /// Text inside the element open.
    pub fn text(&mut self, text: &dyn Display) -> &mut Self {
        let _ = write!(Escaped(&mut self.0), "{text}");
        self
    }

    /// The markup as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The elements, for an SVG element of the page (Yew makes them with the
    /// browser's parser, in the SVG namespace of their parent).
    pub fn into_html(self) -> Html {
        Html::from_html_unchecked(AttrValue::from(self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_are_written_with_their_attributes_and_text_escaped() {
        let mut m = Markup::default();
        m.open("g", &[("class", &"squares")])
            .empty("rect", &[("data-square", &"e4"), ("x", &Svg(40.5)), ("y", &Svg(-2.0))])
            .open("title", &[])
            .text(&"a < b & \"c\"")
            .close("title")
            .close("g");
        assert_eq!(
            m.as_str(),
            "<g class=\"squares\"><rect data-square=\"e4\" x=\"40.5\" y=\"-2\"></rect>\
             <title>a &lt; b &amp; &quot;c&quot;</title></g>"
        );
    }

    #[test]
    fn a_value_cannot_close_its_attribute_or_open_an_element() {
        let mut m = Markup::default();
        m.empty("text", &[("class", &"x\" onclick=\"y"), ("id", &"<script>")]);
        assert_eq!(
            m.as_str(),
            "<text class=\"x&quot; onclick=&quot;y\" id=\"&lt;script&gt;\"></text>"
        );
    }
}
