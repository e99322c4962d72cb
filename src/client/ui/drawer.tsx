// A left-side drawer on Radix Dialog: focus trapped, Escape and overlay click close it.
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Width in px (the history drawer 320, the detail drawer 384); never wider than the screen. */
  widthPx: number;
  title: ReactNode;
  description?: ReactNode;
  /** A row above the title (e.g. a back button); headerEnd then sits in that row. */
  headerStart?: ReactNode;
  /** Rendered right of the title (e.g. close button). */
  headerEnd?: ReactNode;
  children: ReactNode;
  /** Stacked drawers: the upper one draws no second dim layer. */
  overlay?: boolean;
  /** Where focus goes when the drawer closes (Radix's onCloseAutoFocus; preventDefault to place it yourself). */
  onCloseAutoFocus?: (event: Event) => void;
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
  onCloseAutoFocus,
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
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex flex-col bg-white bg-gradient-to-b from-white to-violet-50 shadow-2xl shadow-violet-900/10 outline-none data-[state=open]:animate-fade-in"
        >
          <header className="border-b border-violet-100 px-4 pt-3 pb-3">
            {headerStart && (
              <div className="-ml-1 flex items-center justify-between gap-2">
                {headerStart}
                {headerEnd}
              </div>
            )}
            <div className="flex items-start gap-2">
              <div className={`min-w-0 flex-1 ${headerStart ? "" : "pt-1"}`}>
                <Dialog.Title className="font-display text-xl text-slate-800">{title}</Dialog.Title>
                {description && <Dialog.Description className="mt-0.5 text-sm text-slate-500">{description}</Dialog.Description>}
              </div>
              {!headerStart && headerEnd}
            </div>
          </header>
          {/* focusable, so the list scrolls from the keyboard even when nothing in it is */}
          <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DrawerClose = Dialog.Close;
