//! `abstrakta`: the engine of abstrakta's games on the command line.
//!
//! `abstrakta --help` lists the commands and `abstrakta <command> --help` explains
//! one, with examples. The commands are `perft`, `moves`, `bestmove`, `prove`,
//! `match`, `tournament`, `tune`, `puzzles`, `bench`, `otep` (Brandubh for OpenTafl)
//! and `completions`.
//!
//! Results go to standard output; progress bars go to standard error, and only
//! when it is a terminal. Errors exit with status 2 and one line on standard
//! error, before any work when the input is at fault.
//!
//! # Layout
//! - [`args`]: the command line as types (clap).
//! - [`run`]: each command carried out for its game.
//! - [`arena`], [`tune`], [`puzzles`], [`otep`]: the longer commands' work.
//! - [`progress`], [`clock`]: progress bars and the wall clock.

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};

#[macro_use]
mod progress;
mod arena;
mod args;
mod clock;
mod link;
mod otep;
mod puzzles;
mod run;
mod tune;

fn main() -> ExitCode {
    let cli = match args::Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_error(&e),
    };
    match run::run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// Help and the version are printed as asked; a command line that clap refused
/// is said in one line on standard error, with where to find help.
fn clap_error(e: &clap::Error) -> ExitCode {
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = e.print();
        return ExitCode::SUCCESS;
    }
    let cli = args::Cli::command();
    let commands: Vec<&str> = cli.get_subcommands().map(clap::Command::get_name).collect();
    let message = if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        format!("error: name a command: {}", commands.join(", "))
    } else {
        one_line(&e.render().to_string())
    };
    // Where to read more: the command's own help when one was named.
    let named = std::env::args().nth(1).filter(|a| commands.contains(&a.as_str()));
    match named {
        Some(command) => eprintln!("{message} (see abstrakta {command} --help)"),
        None => eprintln!("{message} (see abstrakta --help)"),
    }
    ExitCode::from(2)
}

/// clap's message up to its usage lines, folded into one line, without tips.
fn one_line(rendered: &str) -> String {
    let words: Vec<&str> = rendered
        .lines()
        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("tip:"))
        .collect();
    let text = words.join(" ");
    if text.starts_with("error:") {
        text
    } else {
        format!("error: {text}")
    }
}
