"""The card table drawn with QGraphicsView: cards, the scene layout and the view."""
