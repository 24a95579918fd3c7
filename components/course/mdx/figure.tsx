import Image from "next/image";

/** `<Figure src alt caption />`: a lesson image (local under public/lessons, or the configured image host). */
export function Figure({ src, alt, caption, width = 1200, height = 675 }: { src: string; alt: string; caption?: string; width?: number; height?: number }) {
  return (
    <figure className="my-6">
      <Image src={src} alt={alt} width={width} height={height} sizes="(min-width: 768px) 720px, 100vw" className="h-auto w-full rounded-md border border-slate-200" />
      {caption && <figcaption className="mt-2 text-center text-sm text-slate-600">{caption}</figcaption>}
    </figure>
  );
}
