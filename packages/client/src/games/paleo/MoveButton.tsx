import type { ComponentProps } from "react";
import { MoveButton as Base } from "../../components/MoveButton.js";
import type { Move } from "./data.js";

/** The shared move button, its test id named for the move's type unless one is given (`pl-execute`). */
export function MoveButton(props: ComponentProps<typeof Base<Move>>) {
  return <Base {...props} testId={props.testId ?? (props.move ? `pl-${props.move.type}` : undefined)} />;
}
