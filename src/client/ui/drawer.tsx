// A left-side drawer on Radix Dialog: focus trapped, Escape and overlay click close it.
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Width in px (spec §9: 320 and 384); never wider than the screen. */
  widthPx: number;
  title: ReactNode;
  description?: ReactNode;
  /** Rendered in the header, right of the title (e.g. close button). */
  headerStart?: ReactNode;
  headerEnd?: ReactNode;
  children: ReactNode;
  /** Stacked drawers: the upper one draws no second dim layer. */
  overlay?: boolean;
}

export function Drawer({
  open,
  onOpenChange,
  widthPx,
  title,
  description,
  headerStart,
  headerEnd,
  children,
  overlay = true,
}: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="drawer-overlay"
          className={`fixed inset-0 z-40 ${overlay ? "bg-slate-900/30 backdrop-blur-[2px]" : "bg-transparent"} data-[state=open]:animate-fade-in`}
        />
        <Dialog.Content
          style={{ width: `min(${widthPx}px, 100vw)` }}
          className="fixed inset-y-0 left-0 z-50 flex flex-col bg-gradient-to-b from-white to-violet-50/80 shadow-2xl shadow-violet-900/10 outline-none data-[state=open]:animate-fade-in"
        >
          <header className="flex items-start gap-2 border-b border-violet-100 px-4 pt-4 pb-3">
            {headerStart}
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-display text-xl text-slate-800">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-0.5 text-sm text-slate-500">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            {headerEnd}
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DrawerClose = Dialog.Close;
