//! The square-grid geometry every board is drawn on: cells, their centres and
//! corners in SVG units, the view box, and the coordinates along the edges.

use std::fmt;

use yew::prelude::*;

use super::markup::{Markup, Svg};

/// Side of one cell in SVG units.
pub const CELL: f64 = 100.0;
/// Room for coordinates around the board.
pub const MARGIN: f64 = 40.0;

/// A cell of a board: `rank * files + file` on the board's grid.
pub type Cell = u16;

/// A rectangular grid of `files × ranks` cells (a game may leave some out), rank 0
/// at the bottom unless flipped.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    /// Number of columns.
    pub files: u8,
    /// Number of rows.
    pub ranks: u8,
    /// The letters of the files, left to right.
    pub file_names: &'static str,
    /// Whether the board is seen from the other side.
    pub flipped: bool,
    /// Whether the margin for coordinates is drawn.
    pub margin: bool,
}

impl Grid {
    /// A grid of `files × ranks` cells whose files are named by the letters of
    /// `file_names`, seen from the bottom, without margin.
    pub const fn new(files: u8, ranks: u8, file_names: &'static str) -> Grid {
        Grid {
            files,
            ranks,
            file_names,
            flipped: false,
            margin: false,
        }
    }

    /// This grid as seen: from the other side when `flipped`, with the margin
    /// for coordinates when `margin`.
    pub const fn seen(self, flipped: bool, margin: bool) -> Grid {
        Grid {
            flipped,
            margin,
            ..self
        }
    }

    /// The outer margin in use.
    pub fn margin(&self) -> f64 {
        if self.margin {
            MARGIN
        } else {
            0.0
        }
    }

    /// The `viewBox` attribute.
    pub fn view_box(&self) -> String {
        format!("0 0 {} {}", Svg(self.width()), Svg(self.height()))
    }

    /// Width and height of the whole picture, in SVG units.
    pub fn size(&self) -> (f64, f64) {
        (self.width(), self.height())
    }

    /// Width of the whole picture in SVG units.
    pub fn width(&self) -> f64 {
        f64::from(self.files) * CELL + 2.0 * self.margin()
    }

    /// Height of the whole picture in SVG units.
    pub fn height(&self) -> f64 {
        f64::from(self.ranks) * CELL + 2.0 * self.margin()
    }

    /// The cell at `file`, `rank`.
    pub fn cell(&self, file: u8, rank: u8) -> Cell {
        Cell::from(rank) * Cell::from(self.files) + Cell::from(file)
    }

    /// File and rank of a cell.
    pub fn file_rank(&self, cell: Cell) -> (u8, u8) {
        let files = Cell::from(self.files);
        ((cell % files) as u8, (cell / files) as u8)
    }

    /// Top-left corner of a cell.
    pub fn corner(&self, file: u8, rank: u8) -> (f64, f64) {
        let (col, row) = if self.flipped {
            (self.files - 1 - file, rank)
        } else {
            (file, self.ranks - 1 - rank)
        };
        (
            self.margin() + f64::from(col) * CELL,
            self.margin() + f64::from(row) * CELL,
        )
    }

    /// Centre of a cell.
    pub fn center(&self, file: u8, rank: u8) -> (f64, f64) {
        let (x, y) = self.corner(file, rank);
        (x + CELL / 2.0, y + CELL / 2.0)
    }

    /// Centre of a cell given by index.
    pub fn center_of(&self, cell: Cell) -> (f64, f64) {
        let (f, r) = self.file_rank(cell);
        self.center(f, r)
    }

    /// The cell under a point in SVG units.
    pub fn cell_at(&self, x: f64, y: f64) -> Option<(u8, u8)> {
        let col = ((x - self.margin()) / CELL).floor();
        let row = ((y - self.margin()) / CELL).floor();
        if col < 0.0 || row < 0.0 || col >= f64::from(self.files) || row >= f64::from(self.ranks) {
            return None;
        }
        let (col, row) = (col as u8, row as u8);
        Some(if self.flipped {
            (self.files - 1 - col, row)
        } else {
            (col, self.ranks - 1 - row)
        })
    }

    /// File letters and rank numbers along the edges.
    pub fn coordinates(&self) -> Html {
        if !self.margin {
            return Html::default();
        }
        let m = self.margin();
        let mut out = Markup::default();
        out.open("g", &[("class", &"coords")]);
        let mut label = |x: f64, y: f64, text: &dyn fmt::Display| {
            out.open("text", &[("x", &Svg(x)), ("y", &Svg(y)), ("class", &"coord")])
                .text(text)
                .close("text");
        };
        for (f, name) in self.file_names.chars().take(usize::from(self.files)).enumerate() {
            let (x, _) = self.center(f as u8, 0);
            label(x, m + f64::from(self.ranks) * CELL + m * 0.72, &name);
            label(x, m * 0.72, &name);
        }
        for r in 0..self.ranks {
            let (_, y) = self.center(0, r);
            label(m / 2.0, y + 9.0, &(r + 1));
            label(m + f64::from(self.files) * CELL + m / 2.0, y + 9.0, &(r + 1));
        }
        out.close("g");
        out.into_html()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn svg_numbers_are_written_to_a_hundredth() {
        for (x, text) in [
            (0.0, "0"),
            (-0.0, "0"),
            (40.0, "40"),
            (28.8, "28.8"),
            (-12.345, "-12.35"),
            (0.05, "0.05"),
            (-0.004, "0"),
            (1e3 / 3.0, "333.33"),
        ] {
            assert_eq!(Svg(x).to_string(), text, "{x}");
        }
    }

    #[test]
    fn cells_and_points_agree_both_ways_round() {
        for (files, ranks) in [(7, 7), (15, 15)] {
            for flipped in [false, true] {
                let g = Grid {
                    files,
                    ranks,
                    file_names: "ABCDEFGHJKLMNOP",
                    flipped,
                    margin: true,
                };
                for f in 0..files {
                    for r in 0..ranks {
                        let (x, y) = g.center(f, r);
                        assert_eq!(g.cell_at(x, y), Some((f, r)));
                        assert_eq!(g.file_rank(g.cell(f, r)), (f, r));
                    }
                }
                assert_eq!(g.cell_at(5.0, 5.0), None);
            }
        }
        let g = Grid {
            files: 7,
            ranks: 7,
            file_names: "abcdefg",
            flipped: false,
            margin: true,
        };
        assert_eq!(g.corner(0, 0), (MARGIN, MARGIN + 6.0 * CELL), "a1 bottom-left");
    }
}
