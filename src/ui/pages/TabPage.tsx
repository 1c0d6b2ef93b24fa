export function TabPage({ title }: { title: string }) {
  return (
    <>
      <header className="nav-bar">
        <h1 className="nav-bar__title">{title}</h1>
      </header>
      <section className="page-body" />
    </>
  );
}
