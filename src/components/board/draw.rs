//! Drawing a board's marks over the game's own picture: the last move, the
//! selection and its destinations (with their paths), a choice in progress,
//! the pieces (one lifted by a drag, one carried by the last move), the arrows
//! of a hint, and for keyboards and screen readers a grid of labelled cells.

use yew::prelude::*;

use super::grid::{Cell, Grid, CELL};
use super::markup::Markup;
use super::markup::{Svg, SvgText};
use super::props::{BoardSvgProps, PieceView};
use crate::i18n::{Lang, Msg, Text};
use std::fmt::Display;

/// What is drawn over a board, from its props and its selection.
pub struct Painter<'a> {
    /// The grid.
    pub grid: Grid,
    /// The board's props.
    pub props: &'a BoardSvgProps,
    /// The piece selected.
    pub selected: Option<Cell>,
    /// The pieces as drawn (during a chain, the jumping piece where it stands).
    pub pieces: &'a [PieceView],
    /// The cells whose pieces a chain in progress has jumped over.
    pub jumped: &'a [Cell],
}

impl Painter<'_> {
    /// The name of cell `c` (empty: no such cell).
    pub fn name(&self, c: Cell) -> AttrValue {
        self.props.names.get(usize::from(c)).cloned().unwrap_or_default()
    }

    /// The cell of name `name`, if the board has one.
    pub fn cell_named(&self, name: &str) -> Option<Cell> {
        let i = self.props.names.iter().position(|n| n == name)?;
        Cell::try_from(i).ok()
    }

    /// Whether cell `c` exists.
    pub fn exists(&self, c: Cell) -> bool {
        !self.name(c).is_empty()
    }

    fn targets(&self, c: Cell) -> Vec<Cell> {
        self.props.movable.targets.get(&c).cloned().unwrap_or_default()
    }

    /// The destinations of the selected piece.
    pub fn destinations(&self) -> Vec<Cell> {
        self.selected.map(|s| self.targets(s)).unwrap_or_default()
    }

    /// A square's mark: a tint, a dark edge and a light edge inside it, so that
    /// it stands out on light and dark boards alike (styles/main.css).
    fn square_mark(&self, out: &mut Markup, c: Cell, class: &str) {
        self.area_mark(out, &[c], class);
    }

    /// A mark like [`Painter::square_mark`] around all of `cells` (the box that
    /// holds them: tiles that slid, where they were and where they went).
    fn area_mark(&self, out: &mut Markup, cells: &[Cell], class: &str) {
        let corners = cells.iter().map(|&c| {
            let (f, r) = self.grid.file_rank(c);
            self.grid.corner(f, r)
        });
        let (mut x, mut y, mut right, mut bottom) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        for (cx, cy) in corners {
            (x, y) = (x.min(cx), y.min(cy));
            (right, bottom) = (right.max(cx + CELL), bottom.max(cy + CELL));
        }
        let (w, h) = (right - x, bottom - y);
        out.open("g", &[("class", &format_args!("square-mark {class}"))]);
        for (part, d) in [("tint", 3.0), ("edge", 8.0), ("edge-in", 12.5)] {
            out.open("g", &[("class", &part)])
                .empty(
                    "rect",
                    &[
                        ("x", &Svg(x + d)),
                        ("y", &Svg(y + d)),
                        ("width", &Svg(w - 2.0 * d)),
                        ("height", &Svg(h - 2.0 * d)),
                    ],
                )
                .close("g");
        }
        out.close("g");
    }

    /// A red cross: a capture of the last move, or a dwarf chosen for capture.
    fn cross(&self, out: &mut Markup, c: Cell, captured: bool) {
        let (cx, cy) = self.grid.center_of(c);
        let name = self.name(c);
        let (class, data) = if captured {
            ("captured-mark", "data-captured")
        } else {
            ("choice-cross", "data-cross")
        };
        let (left, right, top, bottom) = (Svg(cx - 22.0), Svg(cx + 22.0), Svg(cy - 22.0), Svg(cy + 22.0));
        out.open("g", &[("class", &class), (data, &name)])
            .empty("line", &[("x1", &left), ("y1", &top), ("x2", &right), ("y2", &bottom)])
            .empty("line", &[("x1", &right), ("y1", &top), ("x2", &left), ("y2", &bottom)])
            .close("g");
    }

    /// The marks under the pieces: the last move, a gesture's trail, the
    /// selection, the captures of the last move, a choice's gesture.
    pub fn marks(&self) -> Html {
        let (movable, drawable) = (&self.props.movable, &self.props.drawable);
        let mut out = Markup::default();
        if !drawable.motion.is_empty() {
            // Things that were carried (Bi-litaire's tiles): where they stood and
            // where they went, each as one box.
            let (from, to): (Vec<Cell>, Vec<Cell>) = drawable.motion.iter().copied().unzip();
            self.area_mark(&mut out, &from, "last-from");
            self.area_mark(&mut out, &to, "last-to");
        } else if let Some((from, to)) = drawable.last {
            self.square_mark(&mut out, from, "last-from");
            self.square_mark(&mut out, to, "last-to");
        }
        for &c in &movable.trail {
            self.square_mark(&mut out, c, "trail");
        }
        if let Some(sel) = self.selected {
            self.square_mark(&mut out, sel, "selected");
        }
        for &c in &drawable.threatened {
            self.square_mark(&mut out, c, "threat");
        }
        for name in &drawable.marked {
            if let Some(c) = self.cell_named(name) {
                self.square_mark(&mut out, c, "noted");
            }
        }
        for &c in self.jumped {
            self.cross(&mut out, c, true);
        }
        match &movable.choice {
            None => {
                for &c in &drawable.removed {
                    self.cross(&mut out, c, true);
                }
            }
            Some(choice) => {
                self.square_mark(&mut out, choice.from, "selected");
                self.square_mark(&mut out, choice.to, "chosen-to");
            }
        }
        out.into_html()
    }

    /// A choice in progress: a ring on each cell that can be toggled, and a
    /// cross on those chosen.
    pub fn choices(&self) -> Html {
        let Some(choice) = &self.props.movable.choice else {
            return Html::default();
        };
        let mut out = Markup::default();
        for &c in &choice.cells {
            let (cx, cy) = self.grid.center_of(c);
            let on = choice.chosen.contains(&c);
            out.empty(
                "circle",
                &[
                    ("class", &if on { "choice on" } else { "choice" }),
                    ("data-choice", &self.name(c)),
                    ("data-chosen", &on),
                    ("cx", &Svg(cx)),
                    ("cy", &Svg(cy)),
                    ("r", &44),
                ],
            );
            if on {
                self.cross(&mut out, c, false);
            }
        }
        out.into_html()
    }

    /// The selected piece's destinations: a dot, a ring for a throw, or the
    /// path it takes (faint, brought out on hover, or on the keyboard's `cursor`).
    pub fn destination_marks(&self, cursor: Option<Cell>) -> Html {
        let Some(s) = self.selected else {
            return Html::default();
        };
        let grid = self.grid;
        let mut out = Markup::default();
        for c in self.targets(s) {
            let (cx, cy) = grid.center_of(c);
            let name = self.name(c);
            let dot = [
                ("class", &"dest" as &dyn Display),
                ("data-dest", &name),
                ("cx", &Svg(cx)),
                ("cy", &Svg(cy)),
                ("r", &14),
            ];
            if let Some(route) = self.props.movable.routes.get(&(s, c)) {
                let (sx, sy) = grid.center_of(s);
                let points = std::iter::once((sx, sy))
                    .chain(route.iter().map(|&r| grid.center_of(r)))
                    .map(|(x, y)| format!("{},{}", Svg(x), Svg(y)))
                    .collect::<Vec<_>>()
                    .join(" ");
                let (f, r) = grid.file_rank(c);
                let (x, y) = grid.corner(f, r);
                let class = if cursor == Some(c) { "route focused" } else { "route" };
                out.open("g", &[("class", &class), ("data-route", &name)])
                    .empty(
                        "rect",
                        &[
                            ("class", &"route-hit"),
                            ("x", &Svg(x)),
                            ("y", &Svg(y)),
                            ("width", &Svg(CELL)),
                            ("height", &Svg(CELL)),
                        ],
                    )
                    .empty("polyline", &[("class", &"route-line"), ("points", &points)])
                    .empty("circle", &dot)
                    .close("g");
                continue;
            }
            match self.props.movable.throws.get(&(s, c)) {
                // A throw: a ring around the target, named in its title.
                Some(&kind) => {
                    out.open(
                        "circle",
                        &[
                            ("class", &format_args!("dest throw {kind}")),
                            ("data-dest", &name),
                            ("data-kind", &kind),
                            ("cx", &Svg(cx)),
                            ("cy", &Svg(cy)),
                            ("r", &40),
                        ],
                    )
                    .open("title", &[])
                    .text(&kind)
                    .close("title")
                    .close("circle");
                }
                None => {
                    out.empty("circle", &dot);
                }
            }
        }
        out.into_html()
    }

    /// Piece `p`, at its cell or at `at` (lifted by a drag); a piece the last
    /// move carried slides in from its old place.
    pub fn piece(&self, p: &PieceView, at: Option<(f64, f64)>) -> Html {
        let (cx, cy) = at.unwrap_or_else(|| self.grid.center_of(p.cell));
        let movable = self.props.movable.targets.contains_key(&p.cell);
        let carried = self
            .props
            .drawable
            .motion
            .iter()
            .find(|&&(_, to)| to == p.cell)
            .map(|&(from, _)| {
                let (fx, fy) = self.grid.center_of(from);
                format!("--from-x:{}px;--from-y:{}px", Svg(fx - cx), Svg(fy - cy))
            });
        html! {
            <g key={format!("p{}", p.cell)} class={classes!("piece", p.kind, movable.then_some("movable"), at.is_some().then_some("lifted"))}
                data-piece={p.kind} data-square={self.name(p.cell)} transform={format!("translate({} {})", Svg(cx), Svg(cy))}>
                <title>{ p.title.clone() }</title>
                if let Some(style) = carried {
                    <g class="slide-in" style={style}>{ p.shape.clone() }</g>
                } else {
                    { p.shape.clone() }
                }
            </g>
        }
    }

    /// The id of cell `c`'s element for screen readers.
    pub fn cell_id(&self, c: Cell) -> String {
        format!("{}-cell-{}", self.props.game, self.name(c))
    }

    /// What a screen reader says of cell `c`: its name, what it is, its piece,
    /// and whether it is selected, a destination, or a piece that may move.
    pub fn label_of(&self, lang: Lang, c: Cell) -> String {
        let cell_name = self.name(c);
        let mut parts = vec![cell_name.to_string()];
        if let Some(note) = self.props.notes.get(usize::from(c)).filter(|n| !n.is_empty()) {
            parts.push(note.to_string());
        }
        match self.pieces.iter().find(|p| p.cell == c) {
            Some(p) => {
                let word = p.title.strip_suffix(&format!(" {cell_name}")).unwrap_or(&p.title);
                parts.push(word.to_string());
            }
            None => parts.push(lang.t(Text::CellEmpty).to_string()),
        }
        if self.selected == Some(c) {
            parts.push(lang.t(Text::CellSelected).to_string());
        } else if self.destinations().contains(&c) {
            parts.push(lang.t(Text::CellTarget).to_string());
        } else if self.props.movable.targets.contains_key(&c) && self.selected.is_none() {
            parts.push(lang.t(Text::CellMovable).to_string());
        }
        parts.join(", ")
    }

    /// The grid of labelled cells over the picture, row by row as seen. Each
    /// row is one piece of markup (`board::markup`): made in one step, and made
    /// again only when one of its labels changes.
    pub fn reader_rows(&self, lang: Lang) -> Vec<Html> {
        let grid = self.grid;
        (0..grid.ranks)
            .map(|row| {
                let mut out = Markup::default();
                out.open("g", &[("role", &"row")]);
                for col in 0..grid.files {
                    let (f, r) = if grid.flipped {
                        (grid.files - 1 - col, row)
                    } else {
                        (col, grid.ranks - 1 - row)
                    };
                    let c = grid.cell(f, r);
                    if !self.exists(c) {
                        continue;
                    }
                    let (x, y) = grid.corner(f, r);
                    out.empty(
                        "rect",
                        &[
                            ("role", &"gridcell"),
                            ("class", &"a11y-cell"),
                            ("id", &self.cell_id(c)),
                            ("aria-label", &self.label_of(lang, c)),
                            ("aria-selected", &(self.selected == Some(c))),
                            ("x", &Svg(x)),
                            ("y", &Svg(y)),
                            ("width", &Svg(CELL)),
                            ("height", &Svg(CELL)),
                        ],
                    );
                }
                out.close("g");
                out.into_html()
            })
            .collect()
    }

    /// The keyboard's cursor on cell `c`.
    pub fn cursor(&self, c: Cell) -> Html {
        let (f, r) = self.grid.file_rank(c);
        let (x, y) = self.grid.corner(f, r);
        // Outside a square mark's edge (styles/main.css), so that neither hides the other.
        html! { <rect class="cursor" data-cursor={self.name(c)} x={(x + 2.5).svg()} y={(y + 2.5).svg()} width={(CELL - 5.0).svg()} height={(CELL - 5.0).svg()} rx="6" /> }
    }

    /// What a screen reader is told when a piece is taken up.
    pub fn announcement(&self, lang: Lang) -> Option<String> {
        self.selected.map(|s| {
            let list: Vec<String> = self.destinations().iter().map(|&c| self.name(c).to_string()).collect();
            lang.say(Msg::PieceSelected {
                piece: &self.label_of(lang, s),
                targets: &list.join(", "),
            })
        })
    }

    /// The opponent's threats (dashed), then the hint's arrows, the suggested
    /// move on top.
    pub fn arrows(&self) -> Html {
        let name = |c: Cell| self.name(c);
        let drawable = &self.props.drawable;
        let mut out = Markup::default();
        for cells in &drawable.threats {
            arrow(&mut out, &self.grid, cells, &name, None);
        }
        for (from, to) in &drawable.pointed {
            if let (Some(a), Some(b)) = (self.cell_named(from), self.cell_named(to)) {
                arrow(&mut out, &self.grid, &[a, b], &name, Some(0));
            }
        }
        for (i, cells) in drawable.arrows.iter().enumerate().rev() {
            arrow(&mut out, &self.grid, cells, &name, Some(i));
        }
        out.into_html()
    }
}

/// An arrow through the centres of `cells` (a piece's cell, the cells it passes,
/// its target), its head drawn as a triangle so that no marker definition is
/// needed: an opponent's threat (`step` `None`), or move `step` of a line, where
/// step 0 is the suggested move and later ones are numbered from 2. Nothing for
/// fewer than two cells.
fn arrow(out: &mut Markup, grid: &Grid, cells: &[Cell], name: &dyn Fn(Cell) -> AttrValue, step: Option<usize>) {
    let &[first, .., last] = cells else {
        return;
    };
    let mut points: Vec<(f64, f64)> = cells.iter().map(|&c| grid.center_of(c)).collect();
    let (x2, y2) = points[points.len() - 1];
    let (x1, y1) = points[points.len() - 2];
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let head = 34.0;
    let (bx, by) = (x2 - ux * head, y2 - uy * head);
    let (px, py) = (-uy * 18.0, ux * 18.0);
    let head_points = format!(
        "{},{} {},{} {},{}",
        Svg(x2),
        Svg(y2),
        Svg(bx + px),
        Svg(by + py),
        Svg(bx - px),
        Svg(by - py)
    );
    // The shaft stops where the head begins.
    let end = points.len() - 1;
    points[end] = (bx, by);
    let shaft = points
        .iter()
        .map(|(x, y)| format!("{},{}", Svg(*x), Svg(*y)))
        .collect::<Vec<_>>()
        .join(" ");
    let label = format_args!("{}-{}", name(first), name(last));
    match step {
        None => out.open("g", &[("class", &"threat-arrow"), ("data-threat", &label)]),
        Some(0) => out.open("g", &[("class", &"hint-arrow"), ("data-arrow", &label)]),
        Some(step) => {
            let class = if step.is_multiple_of(2) {
                "line-arrow same"
            } else {
                "line-arrow other"
            };
            out.open(
                "g",
                &[("class", &class), ("data-arrow", &label), ("data-step", &(step + 1))],
            )
        }
    };
    out.empty("polyline", &[("points", &shaft)])
        .empty("polygon", &[("points", &head_points)]);
    if let Some(step) = step.filter(|&s| s > 0) {
        // The number sits at the middle of the shaft's middle segment.
        let middle = (points.len() - 1) / 2;
        let ((ax, ay), (cx, cy)) = (points[middle], points[middle + 1]);
        let (mx, my) = (Svg((ax + cx) / 2.0), Svg((ay + cy) / 2.0));
        out.empty("circle", &[("cx", &mx), ("cy", &my), ("r", &22)])
            .open("text", &[("x", &mx), ("y", &my), ("dy", &"0.35em")])
            .text(&(step + 1))
            .close("text");
    }
    out.close("g");
}
