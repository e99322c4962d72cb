import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger" | "soft";
type Size = "sm" | "md" | "lg";

const VARIANTS: Record<Variant, string> = {
  primary:
    "bg-gradient-to-r from-violet-600 to-ripple-600 text-white shadow-md shadow-violet-200 hover:from-violet-700 hover:to-ripple-700 disabled:from-slate-300 disabled:to-slate-300 disabled:shadow-none",
  secondary: "bg-white/90 text-slate-700 ring-1 ring-slate-200 hover:bg-white hover:ring-violet-200 disabled:text-slate-400",
  soft: "bg-violet-100/80 text-violet-800 hover:bg-violet-100 disabled:text-violet-300",
  ghost: "text-slate-600 hover:bg-white/70 hover:text-slate-800 disabled:text-slate-300",
  danger: "bg-rose-600 text-white hover:bg-rose-700 disabled:bg-rose-300",
};

const SIZES: Record<Size, string> = {
  sm: "min-h-9 px-3 text-sm gap-1.5",
  md: "min-h-11 px-5 text-[15px] gap-2",
  lg: "min-h-13 px-7 text-base gap-2.5",
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function buttonClasses(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `inline-flex items-center justify-center rounded-full font-medium transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

export function Button({ variant = "primary", size = "md", className = "", type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
