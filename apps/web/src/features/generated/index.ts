import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type TLoad = () => Promise<{ default: ComponentType }>;

/**
 * The pages of the modules the code generator wrote, by menu urlAddress (`generated/<module>`). A generated module
 * adds one line below (its README says which).
 */
const LOADERS: Readonly<Record<string, TLoad>> = {
  // codegen:pages
};

/** The generated pages, each loaded on its first visit. */
export const GENERATED_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> =
  Object.fromEntries(Object.entries(LOADERS).map(([path, load]) => [path, lazy(load)]));
