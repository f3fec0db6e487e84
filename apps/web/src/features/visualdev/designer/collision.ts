import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';

/** Under the pointer, the smallest droppable wins (a field inside a container before the container). */
export const detectInnermost: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return closestCenter(args);
  const area = (id: string | number): number => {
    const r = args.droppableRects.get(id);
    return r ? r.width * r.height : Number.POSITIVE_INFINITY;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id)).slice(0, 1);
};
