// Text with the search's matches in <mark>: the pieces come from domain/search/highlight as plain
// strings, so nothing is ever parsed as HTML.
import { Fragment } from "react";
import type { Segment } from "../../../../domain/search/highlight";

export function Highlighted({ pieces }: { pieces: readonly Segment[] }) {
  return pieces.map((piece, i) =>
    piece.mark ? (
      <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
        {piece.text}
      </mark>
    ) : (
      <Fragment key={i}>{piece.text}</Fragment>
    ),
  );
}
