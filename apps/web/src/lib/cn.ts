import type { ClassValue } from "clsx";
import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets later Tailwind classes override earlier ones (`cn("p-4", className)`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
