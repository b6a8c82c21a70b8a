//! Drawing a board's marks over the game's own picture: the last move, the
//! selection and its destinations (with their paths), a choice in progress,
//! the pieces (one lifted by a drag, one carried by the last move), the arrows
//! of a hint, and for keyboards and screen readers a grid of labelled cells.

use yew::prelude::*;

use super::grid::{Cell, Grid, Svg, SvgText, CELL};
use super::props::{BoardSvgProps, PieceView};
use crate::i18n::{Lang, Msg, Text};

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
    fn square_mark(&self, c: Cell, class: &'static str) -> Html {
        self.area_mark(&[c], class)
    }

    /// A mark like [`Painter::square_mark`] around all of `cells` (the box that
    /// holds them: tiles that slid, where they were and where they went).
    fn area_mark(&self, cells: &[Cell], class: &'static str) -> Html {
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
        let inset = |d: f64| {
            html! { <rect x={(x + d).svg()} y={(y + d).svg()} width={(w - 2.0 * d).svg()} height={(h - 2.0 * d).svg()} /> }
        };
        html! {
            <g class={classes!("square-mark", class)}>
                <g class="tint">{ inset(3.0) }</g>
                <g class="edge">{ inset(8.0) }</g>
                <g class="edge-in">{ inset(12.5) }</g>
            </g>
        }
    }

    /// A red cross: a capture of the last move, or a dwarf chosen for capture.
    fn cross(&self, c: Cell, captured: bool) -> Html {
        let (cx, cy) = self.grid.center_of(c);
        let name = self.name(c);
        html! {
            <g class={if captured { "captured-mark" } else { "choice-cross" }}
                data-captured={captured.then(|| name.clone())} data-cross={(!captured).then(|| name.clone())}>
                <line x1={(cx - 22.0).svg()} y1={(cy - 22.0).svg()} x2={(cx + 22.0).svg()} y2={(cy + 22.0).svg()} />
                <line x1={(cx + 22.0).svg()} y1={(cy - 22.0).svg()} x2={(cx - 22.0).svg()} y2={(cy + 22.0).svg()} />
            </g>
        }
    }

    /// The marks under the pieces: the last move, a gesture's trail, the
    /// selection, the captures of the last move, a choice's gesture.
    pub fn marks(&self) -> Vec<Html> {
        let (movable, drawable) = (&self.props.movable, &self.props.drawable);
        let mut marks = Vec::new();
        if !drawable.motion.is_empty() {
            // Things that were carried (Bi-litaire's tiles): where they stood and
            // where they went, each as one box.
            let (from, to): (Vec<Cell>, Vec<Cell>) = drawable.motion.iter().copied().unzip();
            marks.push(self.area_mark(&from, "last-from"));
            marks.push(self.area_mark(&to, "last-to"));
        } else if let Some((from, to)) = drawable.last {
            marks.push(self.square_mark(from, "last-from"));
            marks.push(self.square_mark(to, "last-to"));
        }
        for &c in &movable.trail {
            marks.push(self.square_mark(c, "trail"));
        }
        if let Some(sel) = self.selected {
            marks.push(self.square_mark(sel, "selected"));
        }
        marks.extend(drawable.threatened.iter().map(|&c| self.square_mark(c, "threat")));
        for name in &drawable.marked {
            if let Some(c) = self.cell_named(name) {
                marks.push(self.square_mark(c, "noted"));
            }
        }
        marks.extend(self.jumped.iter().map(|&c| self.cross(c, true)));
        match &movable.choice {
            None => marks.extend(drawable.removed.iter().map(|&c| self.cross(c, true))),
            Some(choice) => {
                marks.push(self.square_mark(choice.from, "selected"));
                marks.push(self.square_mark(choice.to, "chosen-to"));
            }
        }
        marks
    }

    /// A choice in progress: a ring on each cell that can be toggled, and a
    /// cross on those chosen.
    pub fn choices(&self) -> Vec<Html> {
        let Some(choice) = &self.props.movable.choice else {
            return Vec::new();
        };
        let mut overlay = Vec::new();
        for &c in &choice.cells {
            let (cx, cy) = self.grid.center_of(c);
            let on = choice.chosen.contains(&c);
            overlay.push(html! {
                <circle class={classes!("choice", on.then_some("on"))} data-choice={self.name(c).to_string()}
                    data-chosen={on.to_string()} cx={cx.svg()} cy={cy.svg()} r="44" />
            });
            if on {
                overlay.push(self.cross(c, false));
            }
        }
        overlay
    }

    /// The selected piece's destinations: a dot, a ring for a throw, or the
    /// path it takes (faint, brought out on hover, or on the keyboard's `cursor`).
    pub fn destination_marks(&self, cursor: Option<Cell>) -> Vec<Html> {
        let Some(s) = self.selected else {
            return Vec::new();
        };
        let grid = self.grid;
        self.targets(s)
            .into_iter()
            .map(|c| {
                let (cx, cy) = grid.center_of(c);
                let name = self.name(c);
                if let Some(route) = self.props.movable.routes.get(&(s, c)) {
                    let (sx, sy) = grid.center_of(s);
                    let points = std::iter::once((sx, sy))
                        .chain(route.iter().map(|&r| grid.center_of(r)))
                        .map(|(x, y)| format!("{},{}", Svg(x), Svg(y)))
                        .collect::<Vec<_>>()
                        .join(" ");
                    let (f, r) = grid.file_rank(c);
                    let (x, y) = grid.corner(f, r);
                    return html! {
                        <g class={classes!("route", (cursor == Some(c)).then_some("focused"))} data-route={name.clone()}>
                            <rect class="route-hit" x={x.svg()} y={y.svg()} width={CELL.svg()} height={CELL.svg()} />
                            <polyline class="route-line" points={points} />
                            <circle class="dest" data-dest={name} cx={cx.svg()} cy={cy.svg()} r="14" />
                        </g>
                    };
                }
                match self.props.movable.throws.get(&(s, c)) {
                    // A throw: a ring around the target, named in its title.
                    Some(&kind) => html! {
                        <circle class={classes!("dest", "throw", kind)} data-dest={name} data-kind={kind}
                            cx={cx.svg()} cy={cy.svg()} r="40"><title>{ kind }</title></circle>
                    },
                    None => html! { <circle class="dest" data-dest={name} cx={cx.svg()} cy={cy.svg()} r="14" /> },
                }
            })
            .collect()
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

    /// The grid of labelled cells over the picture, row by row as seen.
    pub fn reader_rows(&self, lang: Lang) -> Vec<Html> {
        let grid = self.grid;
        (0..grid.ranks)
            .map(|row| {
                let cells = (0..grid.files).filter_map(|col| {
                    let (f, r) = if grid.flipped {
                        (grid.files - 1 - col, row)
                    } else {
                        (col, grid.ranks - 1 - row)
                    };
                    let c = grid.cell(f, r);
                    self.exists(c).then(|| {
                        let (x, y) = grid.corner(f, r);
                        html! {
                            <rect role="gridcell" class="a11y-cell" id={self.cell_id(c)} aria-label={self.label_of(lang, c)}
                                aria-selected={(self.selected == Some(c)).to_string()}
                                x={x.svg()} y={y.svg()} width={CELL.svg()} height={CELL.svg()} />
                        }
                    })
                });
                html! { <g role="row">{ for cells }</g> }
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
    pub fn arrows(&self) -> Vec<Html> {
        let name = |c: Cell| self.name(c);
        let drawable = &self.props.drawable;
        let mut out = Vec::new();
        for cells in &drawable.threats {
            out.push(arrow(&self.grid, cells, &name, None));
        }
        for (from, to) in &drawable.pointed {
            if let (Some(a), Some(b)) = (self.cell_named(from), self.cell_named(to)) {
                out.push(arrow(&self.grid, &[a, b], &name, Some(0)));
            }
        }
        for (i, cells) in drawable.arrows.iter().enumerate().rev() {
            out.push(arrow(&self.grid, cells, &name, Some(i)));
        }
        out
    }
}

/// An arrow through the centres of `cells` (a piece's cell, the cells it passes,
/// its target), its head drawn as a triangle so that no marker definition is
/// needed: an opponent's threat (`step` `None`), or move `step` of a line, where
/// step 0 is the suggested move and later ones are numbered from 2. Nothing for
/// fewer than two cells.
fn arrow(grid: &Grid, cells: &[Cell], name: &dyn Fn(Cell) -> AttrValue, step: Option<usize>) -> Html {
    let &[first, .., last] = cells else {
        return Html::default();
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
    let line = html! {
        <>
            <polyline points={shaft} />
            <polygon points={head_points} />
        </>
    };
    let label = format!("{}-{}", name(first), name(last));
    let step = match step {
        None => return html! { <g class="threat-arrow" data-threat={label}>{ line }</g> },
        Some(0) => return html! { <g class="hint-arrow" data-arrow={label}>{ line }</g> },
        Some(step) => step,
    };
    // The number sits at the middle of the shaft's middle segment.
    let middle = (points.len() - 1) / 2;
    let ((ax, ay), (cx, cy)) = (points[middle], points[middle + 1]);
    let (mx, my) = ((ax + cx) / 2.0, (ay + cy) / 2.0);
    let class = if step.is_multiple_of(2) {
        "line-arrow same"
    } else {
        "line-arrow other"
    };
    html! {
        <g class={class} data-arrow={label} data-step={(step + 1).to_string()}>
            { line }
            <circle cx={mx.svg()} cy={my.svg()} r="22" />
            <text x={mx.svg()} y={my.svg()} dy="0.35em">{ step + 1 }</text>
        </g>
    }
}
