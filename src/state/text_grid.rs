//! A position text opened up for the board editor: its ranks as rows of
//! characters, runs of empty squares written out, and the words after them
//! (the side to move, and what else the game writes). The editor changes a
//! character or a word and writes the text back; the engine then says whether
//! the position is valid.

/// A position text as rows of characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextGrid {
    /// The ranks from the top, each its characters from the left.
    pub rows: Vec<Vec<char>>,
    /// The words after the ranks.
    pub words: Vec<String>,
    /// Whether runs of empty squares are written as numbers.
    runs: bool,
    /// The character of an empty square.
    empty: char,
}

impl TextGrid {
    /// Opens `text` up: `runs` when the game counts runs of empty squares with
    /// numbers (each then written out as `empty`). `None` when the text has no
    /// ranks at all.
    pub fn read(text: &str, runs: bool, empty: char) -> Option<TextGrid> {
        let mut words = text.split_whitespace();
        let ranks = words.next()?;
        let rows = ranks
            .split('/')
            .map(|row| {
                let mut cells = Vec::new();
                let mut run = 0usize;
                for c in row.chars() {
                    match c.to_digit(10) {
                        Some(d) if runs => run = (run * 10 + d as usize).min(64),
                        _ => {
                            cells.extend(std::iter::repeat_n(empty, run));
                            run = 0;
                            cells.push(c);
                        }
                    }
                }
                cells.extend(std::iter::repeat_n(empty, run));
                cells
            })
            .collect();
        Some(TextGrid {
            rows,
            words: words.map(str::to_string).collect(),
            runs,
            empty,
        })
    }

    /// The character at `(row, col)`, if the text has one there.
    pub fn get(&self, (row, col): (usize, usize)) -> Option<char> {
        self.rows.get(row)?.get(col).copied()
    }

    /// Writes `c` at `(row, col)`; false when the text has no such place.
    pub fn set(&mut self, (row, col): (usize, usize), c: char) -> bool {
        match self.rows.get_mut(row).and_then(|r| r.get_mut(col)) {
            Some(cell) => {
                *cell = c;
                true
            }
            None => false,
        }
    }

    /// Sets word `i` after the ranks (the first: the side to move), adding
    /// empty ones before it if the text has fewer.
    pub fn set_word(&mut self, i: usize, word: &str) {
        while self.words.len() <= i {
            self.words.push(String::new());
        }
        self.words[i] = word.to_string();
    }

    /// The text again: the runs of empty squares counted when the game does.
    pub fn write(&self) -> String {
        let rows: Vec<String> = self
            .rows
            .iter()
            .map(|row| {
                if !self.runs {
                    return row.iter().collect();
                }
                let mut out = String::new();
                let mut run = 0;
                for &c in row {
                    if c == self.empty {
                        run += 1;
                        continue;
                    }
                    if run > 0 {
                        out.push_str(&run.to_string());
                        run = 0;
                    }
                    out.push(c);
                }
                if run > 0 {
                    out.push_str(&run.to_string());
                }
                out
            })
            .collect();
        let mut text = rows.join("/");
        for word in self.words.iter().filter(|w| !w.is_empty()) {
            text.push(' ');
            text.push_str(word);
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_with_runs_opens_and_closes_the_same() {
        let text = "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a";
        let mut grid = TextGrid::read(text, true, ' ').unwrap();
        assert_eq!(grid.rows.len(), 7);
        assert!(grid.rows.iter().all(|r| r.len() == 7));
        assert_eq!(grid.write(), text);
        assert!(grid.set((0, 3), ' '));
        assert!(grid.set((6, 0), 'd'));
        assert!(!grid.set((7, 0), 'd'), "no eighth rank");
        grid.set_word(0, "d");
        assert_eq!(grid.write(), "7/3a3/3d3/aadkdaa/3d3/3a3/d2a3 d");
        // Thud's runs of more than nine.
        let thud = "5/7/9/11/13/15/15/7o7/15/15/13/5d5/9/7/1T3 d 1 +0";
        assert_eq!(TextGrid::read(thud, true, ' ').unwrap().write(), thud);
    }

    #[test]
    fn a_text_without_runs_keeps_every_character() {
        let text = "--.bb.bb.--/-b...b...b-/.........../.........../.........../-w...w...w-/--.ww.ww.-- w 1 0-0";
        let mut grid = TextGrid::read(text, false, '.').unwrap();
        assert_eq!(grid.get((6, 3)), Some('w'));
        grid.set((6, 3), '.');
        grid.set_word(1, "4");
        assert_eq!(
            grid.write(),
            "--.bb.bb.--/-b...b...b-/.........../.........../.........../-w...w...w-/--..w.ww.-- w 4 0-0"
        );
        assert_eq!(TextGrid::read("", false, '.'), None);
    }
}
